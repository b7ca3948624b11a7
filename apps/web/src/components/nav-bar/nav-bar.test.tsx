import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { getSession, saveSession } from '../../lib/session';
import { jsonResponse, mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';
import { NavBar, type NavBarProps } from './nav-bar';
import { expectLink } from '../../testing/expect-link';

function renderNavBar(props: NavBarProps = {}, url = '/somewhere') {
  const routes: RouteObject[] = [
    { path: '/', element: <h1>Home page</h1> },
    { path: '*', element: <NavBar {...props} /> },
  ];
  return renderApp(url, routes);
}

async function openMenu(name: string) {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('menu');
}

function menuItemNames(menu: HTMLElement) {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

/** The menu lists exactly `items`, in order, each a link to its address where one is given. */
function expectMenu(menu: HTMLElement, items: [name: string, href?: string][]) {
  expect(menuItemNames(menu)).toEqual(items.map(([name]) => name));
  for (const [name, href] of items) {
    if (href) expect(within(menu).getByRole('menuitem', { name })).toHaveAttribute('href', href);
  }
}

describe('NavBar, public variant', () => {
  it('offers sign in, registration, business login and posting a job when signed out', async () => {
    renderNavBar();
    expectLink('FirstShift', '/');
    const menu = await openMenu('Sign In / Create Account');
    expectMenu(menu, [
      ['Sign In', '/applicant/login'],
      ['Create Account', '/applicant/register'],
      ['Business Login', '/business/login'],
      ['Post a Job'],
    ]);
  });

  it('sends "Post a Job" to the business login unless a business is signed in', () => {
    renderNavBar();
    expectLink('Post a Job', '/business/login');
  });

  it('shows a business its name with Dashboard, Post a Job and Logout', async () => {
    saveSession({ token: 't', userId: 3, role: 'business', name: 'Happy Tails' });
    renderNavBar();
    expectLink('Post a Job', '/business/jobs/new');
    const menu = await openMenu('Happy Tails');
    expectMenu(menu, [['Dashboard', '/business/dashboard'], ['Post a Job'], ['Logout']]);
  });

  it('shows an applicant their first name with their dashboard pages', async () => {
    saveSession({ token: 't', userId: 9, role: 'applicant', name: 'Sam', firstName: 'Samira' });
    renderNavBar();
    const menu = await openMenu('Samira');
    expectMenu(menu, [
      ['Dashboard'],
      ['My Applications', '/applicant/dashboard/applications'],
      ['Notification Settings'],
      ['Settings'],
      ['Logout'],
    ]);
  });

  it('titles the applicant menu "Applicant" when no first name is stored', () => {
    saveSession({ token: 't', userId: 9, role: 'applicant' });
    renderNavBar();
    expect(screen.getByRole('button', { name: 'Applicant' })).toBeInTheDocument();
  });

  it('hides the post button and greeting when asked', () => {
    saveSession({ token: 't', userId: 9, role: 'applicant', firstName: 'Samira' });
    renderNavBar({ hidePostButton: true, hideGreeting: true });
    expect(screen.queryByRole('link', { name: 'Post a Job' })).not.toBeInTheDocument();
    expect(screen.queryByText('Hi, Samira')).not.toBeInTheDocument();
  });
});

describe('NavBar, business and applicant variants', () => {
  it('business bar: greeting, Post New Job and Logout', () => {
    saveSession({ token: 't', userId: 3, role: 'business', name: 'Happy Tails' });
    renderNavBar({ variant: 'business' });
    expect(screen.getByText('Welcome, Happy Tails')).toBeInTheDocument();
    expectLink('Post New Job', '/business/jobs/new');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('business bar with the back button: back link and a Dashboard / Profile / Logout menu', async () => {
    saveSession({ token: 't', userId: 3, role: 'business' });
    renderNavBar({ variant: 'business', showBackButton: true });
    expectLink('Back to Dashboard', '/business/dashboard');
    expect(screen.queryByRole('link', { name: 'Post New Job' })).not.toBeInTheDocument();
    const menu = await openMenu('Business');
    expect(menuItemNames(menu)).toEqual(['Dashboard', 'Profile', 'Logout']);
  });

  it('applicant bar: always the applicant menu', () => {
    renderNavBar({ variant: 'applicant' });
    expect(screen.getByRole('button', { name: 'Applicant' })).toBeInTheDocument();
  });
});

describe('Logout', () => {
  it('tells the server, clears the session and goes home', async () => {
    saveSession({ token: 'tok', userId: 3, role: 'business', name: 'Happy Tails' });
    const { calls } = mockFetch(() => jsonResponse({ message: 'Logged out' }));
    const { currentUrl } = renderNavBar();
    const menu = await openMenu('Happy Tails');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(currentUrl()).toBe('/'));
    const logout = calls.find((call) => call.url.pathname === '/api/auth/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('Authorization')).toBe('Bearer tok');
    expect(getSession()).toBeNull();
  });

  it.each([
    ['the server fails', () => jsonResponse({ message: 'boom' }, { status: 500 })],
    ['the logout route is missing', () => jsonResponse({ message: 'Not Found' }, { status: 404 })],
  ])('still clears the session when %s', async (_case, respond) => {
    saveSession({ token: 'tok', userId: 9, role: 'applicant', firstName: 'Samira' });
    mockFetch(respond);
    const { currentUrl } = renderNavBar();
    const menu = await openMenu('Samira');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(getSession()).toBeNull();
    expect(await screen.findByText(/Logout failed \(\d+\)/)).toBeInTheDocument();
  });

  it('still clears the session when the network is down', async () => {
    saveSession({ token: 'tok', userId: 3, role: 'business' });
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { currentUrl } = renderNavBar({ variant: 'business' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(getSession()).toBeNull();
    expect(await screen.findByText('Network error during logout')).toBeInTheDocument();
  });
});
