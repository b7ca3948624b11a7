import { act, screen, waitFor, within } from '@testing-library/react';
import { lazy, useState, type ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { Navigate, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { GOOGLE_UNAVAILABLE_NOTICE, LoginPage } from './login-page';
import { expectLink } from '../../../testing/expect-link';
import { saveSession } from '../../../lib/session';

const routes: RouteObject[] = [
  { path: '/applicant/login', element: <LoginPage role="applicant" /> },
  { path: '/business/login', element: <LoginPage role="business" /> },
  { path: '/applicant/dashboard', element: <h1>Applicant dashboard</h1> },
  { path: '/business/dashboard', element: <h1>Business dashboard</h1> },
  { path: '/business/applications/:id', element: <h1>Business application</h1> },
  { path: '/jobs/:jobId/apply', element: <h1>Apply page</h1> },
];

function loginAnswer(role: 'applicant' | 'business', name: string) {
  return {
    access_token: `token-for-${name}`,
    token_type: 'bearer',
    user_id: role === 'applicant' ? 41 : 7,
    user_role: role,
    user_name: name,
  };
}

async function signIn(email = 'sam@example.com', password = 'secret-pass-1') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

/**
 * Opens `url` and signs in with `email`, the API answering as an account of `role` named
 * `name`: the app and the requests it made.
 */
async function signInOn(url: string, role: 'applicant' | 'business', name: string, email?: string) {
  const { calls } = mockFetch(() => jsonResponse(loginAnswer(role, name)));
  const app = renderApp(url, routes);
  await signIn(email);
  return { ...app, calls };
}

describe('LoginPage', () => {
  it('shows the Job Seeker tab with Google, Remember me and the ways to register', () => {
    renderApp('/applicant/login', routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Job Seeker' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expectLink('Continue with Google', '/api/auth/google/login?role=applicant');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expectLink('Forgot password?', '/forgot-password');
    expectLink('Create an account', '/applicant/register');
    expect(document.title).toContain('Sign in');
  });

  it('says Google sign-in is unavailable when the server sent the browser back', () => {
    renderApp('/applicant/login?google=unavailable', routes);
    expect(screen.getByText(GOOGLE_UNAVAILABLE_NOTICE)).toBeInTheDocument();
  });

  it('shows the Business tab with the business registration and forgot password links', () => {
    renderApp('/business/login', routes);
    expect(screen.getByRole('tab', { name: 'Business' })).toHaveAttribute('aria-selected', 'true');
    expectLink('Register your business', '/business/register');
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Remember me' })).not.toBeInTheDocument();
    expectLink('Forgot password?', '/forgot-password');
  });

  it('moves to the other route on a tab switch, keeping next and clearing the fields', async () => {
    const user = userEvent.setup();
    const { currentUrl } = renderApp('/applicant/login?next=%2Fjobs%2F5%2Fapply', routes);
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');

    await user.click(screen.getByRole('tab', { name: 'Business' }));
    expect(currentUrl()).toBe('/business/login?next=%2Fjobs%2F5%2Fapply');
    expect(screen.getByRole('tab', { name: 'Business' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');

    await user.type(screen.getByLabelText(/^Email/), 'shop@example.com');
    await user.click(screen.getByRole('tab', { name: 'Job Seeker' }));
    expect(currentUrl()).toBe('/applicant/login?next=%2Fjobs%2F5%2Fapply');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  });

  it('explains what is wrong before sending anything', async () => {
    const { calls } = mockFetch(() => jsonResponse(loginAnswer('applicant', 'Sam')));
    renderApp('/applicant/login', routes);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Email/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('signs an applicant in, stores the session and goes to the apply page in next', async () => {
    const { calls } = mockFetch(() => jsonResponse(loginAnswer('applicant', 'Sam')));
    const { currentUrl, seen } = renderApp('/applicant/login?next=%2Fjobs%2F5%2Fapply', routes);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await signIn();

    expect(await screen.findByRole('heading', { name: 'Apply page' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/jobs/5/apply');
    expect(seen.navigationType).toBe('REPLACE');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url.pathname).toBe('/api/auth/login');
    expect(calls[0]?.body).toEqual({
      email: 'sam@example.com',
      password: 'secret-pass-1',
      remember: true,
    });
    expect(localStorage.getItem('auth.token')).toBe('token-for-Sam');
    expect(localStorage.getItem('auth.tokenType')).toBe('bearer');
    expect(localStorage.getItem('user.id')).toBe('41');
    expect(localStorage.getItem('user.role')).toBe('applicant');
    expect(localStorage.getItem('user.name')).toBe('Sam');
    expect(localStorage.getItem('user.firstName')).toBe('Sam');
    // Remember me keeps the session after the browser closes (docs/decisions/017).
    expect(localStorage.getItem('auth.remember')).toBe('true');
  });

  it('keeps a session without Remember me only until the browser closes', async () => {
    await signInOn('/applicant/login', 'applicant', 'Sam');
    expect(await screen.findByRole('heading', { name: 'Applicant dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem('auth.token')).toBe('token-for-Sam');
    expect(localStorage.getItem('auth.remember')).toBeNull();
    expect(document.cookie).toContain('auth.browserSession=1');
  });

  it('leads to registration keeping next, on both tabs', () => {
    const { unmount } = renderApp('/applicant/login?next=%2Fjobs%2F5%2Fapply', routes);
    expectLink('Create an account', '/applicant/register?next=%2Fjobs%2F5%2Fapply');
    unmount();
    renderApp('/business/login?next=%2Fjobs%2F5%2Fapply', routes);
    expectLink('Register your business', '/business/register?next=%2Fjobs%2F5%2Fapply');
  });

  it('makes the whole screen inert, with a progress bar, until the next page shows', async () => {
    mockFetch(() => jsonResponse(loginAnswer('applicant', 'Sam')));
    // The next page's code is asked for only once the move has begun, which on a busy machine
    // can be after the progress bar shows: the test waits for the ask before it answers.
    let showApplyPage: (() => void) | null = null;
    const ApplyPage = lazy(
      () =>
        new Promise<{ default: () => ReactNode }>((resolve) => {
          showApplyPage = () => resolve({ default: () => <h1>Apply page</h1> });
        }),
    );
    const slowRoutes: RouteObject[] = [
      { path: '/applicant/login', element: <LoginPage role="applicant" /> },
      { path: '/jobs/:jobId/apply', element: <ApplyPage /> },
    ];
    renderApp('/applicant/login?next=%2Fjobs%2F5%2Fapply', slowRoutes);
    await signIn();

    expect(await screen.findByRole('progressbar', { name: 'Signing you in…' })).toBeInTheDocument();
    const signInButton = screen.getByRole('button', { name: /Sign In/ });
    expect(signInButton.closest('[inert]')).not.toBeNull();
    expect(signInButton).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Business' }).closest('[inert]')).not.toBeNull();

    await waitFor(() => expect(showApplyPage).not.toBeNull());
    expect(signInButton.closest('[inert]')).not.toBeNull();
    act(() => showApplyPage?.());
    expect(await screen.findByRole('heading', { name: 'Apply page' })).toBeInTheDocument();
    expect(document.querySelector('[inert]')).toBeNull();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('stays inert while the layout shows its loading bar in place of the next page', async () => {
    mockFetch(() => jsonResponse(loginAnswer('applicant', 'Sam')));
    let showApplyPage = () => {};
    // What the site layout shows while the next page's code downloads.
    function LoadingThenApplyPage() {
      const [loaded, setLoaded] = useState(false);
      showApplyPage = () => setLoaded(true);
      return (
        <main>
          {loaded ? <h1>Apply page</h1> : <div role="progressbar" aria-label="Loading page" />}
        </main>
      );
    }
    const { container } = renderApp('/applicant/login?next=%2Fjobs%2F5%2Fapply', [
      { path: '/applicant/login', element: <LoginPage role="applicant" /> },
      { path: '/jobs/:jobId/apply', element: <LoadingThenApplyPage /> },
    ]);
    await signIn();
    await screen.findByRole('progressbar', { name: 'Loading page' });
    await waitFor(() => expect(container).toHaveAttribute('inert'));

    act(() => showApplyPage());
    expect(await screen.findByRole('heading', { name: 'Apply page' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[inert]')).toBeNull());
  });

  it('is usable again when next leads back to the sign-in screen itself', async () => {
    const { currentUrl } = await signInOn(
      '/applicant/login?next=%2Fapplicant%2Flogin',
      'applicant',
      'Sam',
    );
    await waitFor(() => expect(currentUrl()).toBe('/applicant/login'));
    await waitFor(() => expect(document.querySelector('[inert]')).toBeNull());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('fills in the email of an account just created and keeps next', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // How the registration screen opens this one (the email travels in router state).
    const fromRegistration: RouteObject = {
      path: '/applicant/register',
      element: (
        <Navigate
          to="/applicant/login?next=%2Fjobs%2F5%2Fapply"
          state={{ registeredEmail: 'maya@example.test' }}
          replace
        />
      ),
    };
    renderApp('/applicant/register', [...routes, fromRegistration]);
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('maya@example.test');
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    expect(screen.getByText('Your account is ready. Sign in to continue.')).toBeVisible();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    scrollTo.mockRestore();
    expectLink(
      'Continue with Google',
      '/api/auth/google/login?role=applicant&next=%2Fjobs%2F5%2Fapply',
    );
  });

  it('ignores a next that leaves the site and goes to the applicant dashboard', async () => {
    const { currentUrl } = await signInOn(
      '/applicant/login?next=%2F%2Fevil.com',
      'applicant',
      'Sam',
    );
    expect(await screen.findByRole('heading', { name: 'Applicant dashboard' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/applicant/dashboard');
  });

  it('sends a business to its dashboard without first name or remember', async () => {
    const { currentUrl, seen, calls } = await signInOn(
      '/business/login?next=%2Fjobs',
      'business',
      'Happy Tails',
      'shop@example.com',
    );
    expect(await screen.findByRole('heading', { name: 'Business dashboard' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/business/dashboard');
    expect(seen.navigationType).toBe('REPLACE');
    expect(calls[0]?.body).toEqual({ email: 'shop@example.com', password: 'secret-pass-1' });
    expect(localStorage.getItem('user.role')).toBe('business');
    expect(localStorage.getItem('user.name')).toBe('Happy Tails');
    expect(localStorage.getItem('user.firstName')).toBeNull();
  });

  it('returns a business to the business page it was turned away from', async () => {
    const { currentUrl, seen } = await signInOn(
      '/business/login?next=%2Fbusiness%2Fapplications%2F9%3Ftab%3Dmessages',
      'business',
      'Happy Tails',
      'shop@example.com',
    );
    expect(
      await screen.findByRole('heading', { name: 'Business application' }),
    ).toBeInTheDocument();
    expect(currentUrl()).toBe('/business/applications/9?tab=messages');
    expect(seen.navigationType).toBe('REPLACE');
  });

  it.each([
    ['another site', '//evil.com/business/dashboard'],
    ['an absolute address', 'https://evil.com/business/applications/9'],
    ['the business sign-in itself', '/business/login'],
    ['an applicant page', '/applicant/dashboard'],
    ['a path that climbs out of the business pages', '/business/../applicant/dashboard'],
    ['an address that names no page', '/business/nowhere'],
  ])('sends a business whose next is %s to its dashboard', async (_case, next) => {
    const { currentUrl } = await signInOn(
      `/business/login?next=${encodeURIComponent(next)}`,
      'business',
      'Happy Tails',
    );
    expect(await screen.findByRole('heading', { name: 'Business dashboard' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/business/dashboard');
  });

  it('tells a business from an apply link that it cannot apply, then opens its dashboard', async () => {
    const { currentUrl } = await signInOn(
      '/business/login?next=%2Fjobs%2F5%2Fapply',
      'business',
      'Happy Tails',
      'shop@example.com',
    );
    expect(await screen.findByText('Business accounts cannot apply for jobs.')).toBeInTheDocument();
    expect(currentUrl()).toBe('/business/login?next=%2Fjobs%2F5%2Fapply');
    expect(
      await screen.findByRole('heading', { name: 'Business dashboard' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(currentUrl()).toBe('/business/dashboard');
  });

  it('follows the role the account has, not the tab used', async () => {
    const { currentUrl } = await signInOn('/business/login', 'applicant', 'Sam');
    expect(await screen.findByRole('heading', { name: 'Applicant dashboard' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/applicant/dashboard');
    expect(localStorage.getItem('user.role')).toBe('applicant');
  });

  it('shows the server message of a rejected sign-in and stays signed out', async () => {
    mockFetch(() =>
      jsonResponse({ message: 'Invalid email or password. Please try again.' }, { status: 401 }),
    );
    const { currentUrl } = renderApp('/applicant/login', routes);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please try again.',
    );
    expect(currentUrl()).toBe('/applicant/login');
    expect(localStorage.getItem('auth.token')).toBeNull();
  });

  it('falls back to the SPEC texts when the answer has no message', async () => {
    let status = 401;
    mockFetch(() => jsonResponse(undefined, { status }));
    renderApp('/applicant/login', routes);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please try again.',
    );

    status = 500;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please try again.'),
    );
  });

  it('says so when the network fails', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderApp('/applicant/login', routes);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
  });

  it('puts an error about one field under that input', async () => {
    mockFetch(() =>
      jsonResponse({ message: 'Enter a valid email', field: 'email' }, { status: 400 }),
    );
    renderApp('/applicant/login', routes);
    await signIn();
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid email'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is part of the app route table', async () => {
    renderApp('/business/login');
    const tabs = await screen.findByRole('tablist', { name: 'Account type' });
    expect(within(tabs).getByRole('tab', { name: 'Business' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  describe('while another account is still signed in', () => {
    /** The API: Logout answers, any other call is Sam's sign-in as a job seeker. */
    const answerLogoutOrSignIn = () =>
      mockFetch((call) =>
        call.url.pathname === '/api/auth/logout'
          ? jsonResponse({ message: 'Logged out' })
          : jsonResponse(loginAnswer('applicant', 'Sam')),
      );

    it('says who is signed in, and signs that account out before the new one is stored', async () => {
      saveSession({ token: 'bakery-token', userId: 7, role: 'business', name: 'Rose City Bakery' });
      const { calls } = answerLogoutOrSignIn();
      renderApp('/applicant/login', routes);
      expect(
        screen.getByText(
          /You are signed in as Rose City Bakery, a business\. Signing in here signs that account out\./,
        ),
      ).toBeInTheDocument();
      expectLink('Go to your dashboard', '/business/dashboard');

      await signIn();
      expect(
        await screen.findByRole('heading', { name: 'Applicant dashboard' }),
      ).toBeInTheDocument();
      expect(calls.map((call) => call.url.pathname)).toEqual([
        '/api/auth/login',
        '/api/auth/logout',
      ]);
      expect(calls[1]?.headers.get('Authorization')).toMatch(/bakery-token$/);
      expect(localStorage.getItem('auth.token')).toBe('token-for-Sam');
      expect(localStorage.getItem('user.role')).toBe('applicant');
    });

    it('keeps the account when the same person signs in again', async () => {
      saveSession({ token: 'old-token', userId: 41, role: 'applicant', firstName: 'Sam' });
      const { calls } = answerLogoutOrSignIn();
      renderApp('/applicant/login', routes);
      expect(
        screen.getByText(
          /You are already signed in as Sam\. Signing in with another account signs this one out\./,
        ),
      ).toBeInTheDocument();
      expectLink('Go to your dashboard', '/applicant/dashboard');

      await signIn();
      expect(
        await screen.findByRole('heading', { name: 'Applicant dashboard' }),
      ).toBeInTheDocument();
      expect(calls.map((call) => call.url.pathname)).toEqual(['/api/auth/login']);
      expect(localStorage.getItem('auth.token')).toBe('token-for-Sam');
    });

    it('signs out from the notice and stays on the sign-in screen', async () => {
      saveSession({ token: 'bakery-token', userId: 7, role: 'business', name: 'Rose City Bakery' });
      const { calls } = answerLogoutOrSignIn();
      const app = renderApp('/applicant/login?next=%2Fjobs%2F5%2Fapply', routes);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
      await waitFor(() => expect(localStorage.getItem('auth.token')).toBeNull());
      expect(calls.map((call) => call.url.pathname)).toEqual(['/api/auth/logout']);
      expect(screen.queryByText(/You are signed in as/)).not.toBeInTheDocument();
      expect(app.currentUrl()).toBe('/applicant/login?next=%2Fjobs%2F5%2Fapply');
    });
  });
});
