import { GOOGLE_MESSAGES } from '@firstshift/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { GOOGLE_SIGNING_IN_TEXT, GoogleSignInPage } from './google-sign-in-page';
import { expectLink } from '../../../testing/expect-link';
import { saveSession } from '../../../lib/session';

const routes: RouteObject[] = [
  { path: '/applicant/login/google', element: <GoogleSignInPage /> },
  { path: '/applicant/login', element: <h1>Sign in</h1> },
  { path: '/applicant/dashboard', element: <h1>Applicant dashboard</h1> },
  { path: '/jobs/:id/apply', element: <h1>Apply page</h1> },
];

const answer = (next: string | null) => ({
  access_token: 'google-session-token',
  token_type: 'bearer',
  user_id: 12,
  user_role: 'applicant',
  user_name: 'Grace',
  next,
});

/** Opens the hand-off page as the browser would after the callback's redirect. */
function openWithCode(code: string) {
  const url = `/applicant/login/google#code=${code}`;
  window.history.replaceState(null, '', url);
  return renderApp(url, routes);
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('GoogleSignInPage', () => {
  it('trades the code once, stores the session and opens the dashboard', async () => {
    let release: (response: Response) => void = () => undefined;
    const { calls } = mockFetch(() => new Promise((resolve) => (release = resolve)));
    const app = openWithCode('one-time-code');

    expect(await screen.findByText(GOOGLE_SIGNING_IN_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    release(jsonResponse(answer(null)));

    expect(await screen.findByRole('heading', { name: 'Applicant dashboard' })).toBeInTheDocument();
    // The location probe records the move in an effect, which can land a moment after the page.
    await waitFor(() => expect(app.currentUrl()).toBe('/applicant/dashboard'));
    expect(app.seen.navigationType).toBe('REPLACE');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { code: 'one-time-code' } });
    expect(calls[0]?.url.pathname).toBe('/api/auth/google/exchange');
    expect(localStorage.getItem('auth.token')).toBe('google-session-token');
    expect(localStorage.getItem('user.role')).toBe('applicant');
    expect(localStorage.getItem('user.name')).toBe('Grace');
    // Remember me was not ticked: the session ends with the browser (docs/decisions/017).
    expect(localStorage.getItem('auth.remember')).toBeNull();
  });

  it('keeps the session after the browser closes when Remember me was ticked', async () => {
    mockFetch(() => jsonResponse({ ...answer(null), remember: true }));
    openWithCode('remembered-code');
    expect(await screen.findByRole('heading', { name: 'Applicant dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem('auth.remember')).toBe('true');
  });

  it('makes the page inert until the next page shows', async () => {
    mockFetch(() => jsonResponse(answer('/jobs/5/apply')));
    // The next page's code is asked for only once the sign-in has answered and the move begun;
    // on a busy machine that can be well after the spinner shows, so the test waits for the ask.
    let showApplyPage: (() => void) | null = null;
    const ApplyPage = lazy(
      () =>
        new Promise<{ default: () => ReactNode }>((resolve) => {
          showApplyPage = () => resolve({ default: () => <h1>Apply page</h1> });
        }),
    );
    const url = '/applicant/login/google#code=slow-code';
    window.history.replaceState(null, '', url);
    renderApp(url, [
      { path: '/applicant/login/google', element: <GoogleSignInPage /> },
      { path: '/jobs/:id/apply', element: <ApplyPage /> },
    ]);
    expect(
      await screen.findByRole('progressbar', { name: GOOGLE_SIGNING_IN_TEXT }),
    ).toBeInTheDocument();
    await waitFor(() => expect(showApplyPage).not.toBeNull());
    expect(screen.getByText(GOOGLE_SIGNING_IN_TEXT).closest('[inert]')).not.toBeNull();
    act(() => showApplyPage?.());
    expect(await screen.findByRole('heading', { name: 'Apply page' })).toBeInTheDocument();
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('signs out a business still signed in before storing the Google session', async () => {
    saveSession({ token: 'bakery-token', userId: 7, role: 'business', name: 'Rose City Bakery' });
    const { calls } = mockFetch((call) =>
      call.url.pathname === '/api/auth/logout'
        ? jsonResponse({ message: 'Logged out' })
        : jsonResponse(answer(null)),
    );
    openWithCode('code-over-business');
    expect(await screen.findByRole('heading', { name: 'Applicant dashboard' })).toBeInTheDocument();
    expect(calls.map((call) => call.url.pathname)).toEqual([
      '/api/auth/google/exchange',
      '/api/auth/logout',
    ]);
    expect(calls[1]?.headers.get('Authorization')).toMatch(/bakery-token$/);
    expect(localStorage.getItem('auth.token')).toBe('google-session-token');
    expect(localStorage.getItem('user.role')).toBe('applicant');
  });

  it('goes back to the page the sign-in started from', async () => {
    mockFetch(() => jsonResponse(answer('/jobs/5/apply')));
    const app = openWithCode('code-with-next');
    expect(await screen.findByRole('heading', { name: 'Apply page' })).toBeInTheDocument();
    expect(app.currentUrl()).toBe('/jobs/5/apply');
  });

  it('ignores a next page on another site', async () => {
    mockFetch(() => jsonResponse(answer('//evil.test/steal')));
    openWithCode('code-with-bad-next');
    expect(await screen.findByRole('heading', { name: 'Applicant dashboard' })).toBeInTheDocument();
  });

  it('says so when the code was used or expired, with a way back to sign in', async () => {
    mockFetch(() =>
      jsonResponse({ message: GOOGLE_MESSAGES.exchangeFailed, field: 'code' }, { status: 400 }),
    );
    openWithCode('spent-code');
    expect(await screen.findByText(GOOGLE_MESSAGES.exchangeFailed)).toBeInTheDocument();
    expectLink('Back to sign in', '/applicant/login');
    expect(localStorage.getItem('auth.token')).toBeNull();
  });

  it('does not call the API without a code', async () => {
    const { calls } = mockFetch(() => jsonResponse(answer(null)));
    renderApp('/applicant/login/google', routes);
    expect(await screen.findByText(GOOGLE_MESSAGES.exchangeFailed)).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(0));
  });
});
