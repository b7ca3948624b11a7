import { screen } from '@testing-library/react';
import { formatRelativeTime } from '@firstshift/domain';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderedAsContext, useClock, type RenderedAs } from './page-state';

const MINUTE = 60_000;

function Posted({ at }: { at: string }) {
  const { now } = useClock();
  return <p>Posted {formatRelativeTime(at, now)}</p>;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the clock of a server-rendered page', () => {
  it('hydrates with the time the server rendered at, then shows the browser’s', async () => {
    const posted = new Date(Date.now() - 10 * MINUTE).toISOString();
    // Rendered on the server five minutes ago, when the job was five minutes old: the HTML says
    // "5m ago", which hydration must repeat before the browser's clock says "10m ago".
    const renderedAs: RenderedAs = { phone: false, now: Date.now() - 5 * MINUTE, timeZone: 'UTC' };
    const page = (
      <RenderedAsContext value={renderedAs}>
        <Posted at={posted} />
      </RenderedAsContext>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.textContent).toBe('Posted 5m ago');

    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(await screen.findByText('Posted 10m ago')).toBeInTheDocument();
    act(() => root.unmount());
  });
});
