import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app';
import { PlainLink } from './plain-link';

function Page() {
  const { pathname, search, state } = useLocation();
  return (
    <main>
      <h1>
        At {pathname}
        {search}
      </h1>
      <p>{typeof state === 'string' ? state : 'no state'}</p>
      <PlainLink to="/jobs?search=camp">Camp jobs</PlainLink>
      <PlainLink to="/companies/8" state="from a link">
        The company
      </PlainLink>
      <PlainLink to={pathname}>This page</PlainLink>
      <PlainLink to="/jobs" onClick={(event) => event.preventDefault()}>
        Handled elsewhere
      </PlainLink>
      <PlainLink to="/jobs" target="_blank" rel="noreferrer">
        In a new tab
      </PlainLink>
    </main>
  );
}

const routes = [{ path: '*', element: <Page /> }];
const link = (name: string) => screen.getByRole('link', { name });

/** Clicks `element`: whether the app left the click to the browser (its default not prevented). */
function leftToBrowser(element: HTMLElement, init?: MouseEventInit): boolean {
  let prevented = true;
  // After the app's handlers (React listens on its root, inside the document); then prevented
  // here, as jsdom cannot load another page.
  const seen = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', seen);
  fireEvent.click(element, init);
  document.removeEventListener('click', seen);
  return !prevented;
}

describe('a plain link', () => {
  it('is a link to its address, followed in the page with the state it carries', async () => {
    const user = userEvent.setup();
    const app = renderApp('/', routes);
    expect(link('Camp jobs')).toHaveAttribute('href', '/jobs?search=camp');

    await user.click(link('Camp jobs'));
    expect(await screen.findByRole('heading', { name: 'At /jobs?search=camp' })).toBeVisible();
    expect(app.seen.navigationType).toBe('PUSH');

    await user.click(link('The company'));
    expect(await screen.findByRole('heading', { name: 'At /companies/8' })).toBeVisible();
    expect(screen.getByText('from a link')).toBeVisible();
  });

  it('replaces the history entry when it leads to the page already open', async () => {
    const user = userEvent.setup();
    const app = renderApp('/jobs', routes);
    await user.click(link('This page'));
    expect(app.seen.navigationType).toBe('REPLACE');
    expect(app.currentUrl()).toBe('/jobs');
  });

  it('leaves to the browser a click with a modifier key, another button or another target', () => {
    const app = renderApp('/', routes);
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
    ]) {
      expect(leftToBrowser(link('Camp jobs'), init), JSON.stringify(init)).toBe(true);
    }
    expect(leftToBrowser(link('Camp jobs'), { button: 1 })).toBe(true);
    expect(leftToBrowser(link('In a new tab'))).toBe(true);
    expect(app.currentUrl()).toBe('/');
    // A plain click, by contrast, the page follows.
    expect(leftToBrowser(link('Camp jobs'))).toBe(false);
  });

  it("does nothing more when its own click handler prevented the click's default", async () => {
    const user = userEvent.setup();
    const app = renderApp('/', routes);
    await user.click(link('Handled elsewhere'));
    expect(app.currentUrl()).toBe('/');
  });

  it('is a plain link, loaded by the browser, outside the routes that follow links', () => {
    const onClick = vi.fn();
    render(
      <MemoryRouter>
        <PlainLink to="/jobs" onClick={onClick}>
          Jobs
        </PlainLink>
      </MemoryRouter>,
    );
    expect(leftToBrowser(link('Jobs'))).toBe(true);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
