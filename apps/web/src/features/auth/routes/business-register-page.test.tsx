import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS, saveSession } from '../../../lib/session';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { RegisterPage } from './register-page';
import { expectLink } from '../../../testing/expect-link';

const routes: RouteObject[] = [
  { path: '/business/register', element: <RegisterPage role="business" /> },
  { path: '/business/dashboard', element: <h1>Business dashboard</h1> },
  { path: '/business/login', element: <h1>Business sign in</h1> },
];

const field = (name: RegExp) =>
  screen.getByLabelText(name, { selector: 'input, select, textarea' });

async function fillValidForm(user: UserEvent) {
  await user.type(field(/^Business name/), 'Corner Bakery');
  await user.selectOptions(field(/^Business category/), 'Restaurant');
  await user.type(field(/^Email\s*\*?$/), 'owner@bakery.test');
  await user.type(field(/^Phone/), '555-123-4567');
  await user.type(field(/^Password/), 'flour2024');
  await user.type(field(/^Confirm password/), 'flour2024');
  await user.type(field(/^Address line 1/), '12 Main St');
  await user.type(field(/^City/), 'Springfield');
  await user.selectOptions(field(/^State/), 'IL');
  await user.type(field(/^ZIP/), '62701');
  await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
}

const submit = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Register Business' }));

const REGISTERED = {
  access_token: 'fresh-token',
  token_type: 'bearer',
  user_id: 12,
  user_role: 'business',
  user_name: 'Corner Bakery',
};

describe('BusinessRegisterPage', () => {
  it('titles the page and links back to the business sign-in tab', () => {
    renderApp('/business/register', routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Register Your Business' })).toBeVisible();
    expectLink('Sign in', '/business/login');
    expect(document.title).toContain('Register Your Business');
  });

  it('shows every rule of SPEC §5 on an empty submit, without calling the server', async () => {
    const { calls } = mockFetch(() => jsonResponse({}));
    const user = userEvent.setup();
    renderApp('/business/register', routes);
    await submit(user);
    for (const message of [
      'Business name is required',
      'Enter a valid email',
      'Min 8 chars with letters & numbers',
      'Select a category',
      'Address is required',
      'City is required',
      'Select state',
      'Invalid ZIP',
      'You must accept the terms',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(field(/^Business name/)).toHaveAccessibleDescription('Business name is required');
    expect(calls).toHaveLength(0);
  });

  it('checks the phone and that both passwords match', async () => {
    const user = userEvent.setup();
    renderApp('/business/register', routes);
    await user.type(field(/^Phone/), '12');
    await user.type(field(/^Password/), 'flour2024');
    await user.type(field(/^Confirm password/), 'flour2025');
    await submit(user);
    expect(await screen.findByText('Invalid phone: enter it like (919) 555-0188')).toBeVisible();
    expect(field(/^Confirm password/)).toHaveAccessibleDescription('Passwords do not match');
  });

  it('lets the user reveal the password', async () => {
    const user = userEvent.setup();
    renderApp('/business/register', routes);
    expect(field(/^Password/)).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field(/^Password/)).toHaveAttribute('type', 'text');
  });

  it('signs the new business in and opens its dashboard', async () => {
    const { calls } = mockFetch(() =>
      jsonResponse(
        {
          access_token: 'fresh-token',
          token_type: 'bearer',
          user_id: 12,
          user_role: 'business',
          user_name: 'Corner Bakery',
        },
        { status: 201 },
      ),
    );
    const user = userEvent.setup();
    const { currentUrl } = renderApp('/business/register', routes);
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Business dashboard' })).toBeVisible();
    expect(currentUrl()).toBe('/business/dashboard');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url.pathname).toBe('/api/auth/register/business');
    expect(calls[0]?.body).toEqual({
      email: 'owner@bakery.test',
      phone_number: '+15551234567',
      password: 'flour2024',
      business_name: 'Corner Bakery',
      business_category: 'Restaurant',
      business_description: '',
      address_line1: '12 Main St',
      address_line2: null,
      city: 'Springfield',
      state: 'IL',
      zip_code: '62701',
      email_notifications: true,
      terms_accepted: true,
    });
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('fresh-token');
    expect(localStorage.getItem(SESSION_KEYS.role)).toBe('business');
    expect(localStorage.getItem(SESSION_KEYS.name)).toBe('Corner Bakery');
    expect(localStorage.getItem(SESSION_KEYS.userId)).toBe('12');
  });

  it('signs out the job seeker still signed in before the new business is stored', async () => {
    saveSession({ token: 'student-token', userId: 41, role: 'applicant', firstName: 'Maya' });
    const { calls } = mockFetch((call) =>
      call.url.pathname === '/api/auth/logout'
        ? jsonResponse({ message: 'Logged out' })
        : jsonResponse(REGISTERED, { status: 201 }),
    );
    const user = userEvent.setup();
    renderApp('/business/register', routes);
    expect(
      screen.getByText(
        /You are signed in as Maya, a job seeker\. Creating an account here signs that account out\./,
      ),
    ).toBeInTheDocument();
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Business dashboard' })).toBeVisible();
    expect(calls.map((call) => call.url.pathname)).toEqual([
      '/api/auth/register/business',
      '/api/auth/logout',
    ]);
    expect(calls[1]?.headers.get('Authorization')).toMatch(/student-token$/);
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('fresh-token');
    expect(localStorage.getItem(SESSION_KEYS.firstName)).toBeNull();
  });

  it('keeps a description through a reload, never the password, and forgets it once registered', async () => {
    mockFetch(() => jsonResponse(REGISTERED, { status: 201 }));
    const user = userEvent.setup({ delay: null });
    const first = renderApp('/business/register', routes);
    await fillValidForm(user);
    const description = 'Fresh bread every morning since 1987.';
    await user.click(field(/^Business description/));
    await user.paste(description);
    // A reload hides the page before anything unmounts: what is pending is kept then.
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();

    const { currentUrl } = renderApp('/business/register', routes);
    await waitFor(() => expect(field(/^Business description/)).toHaveValue(description));
    expect(field(/^Business name/)).toHaveValue('Corner Bakery');
    expect(field(/^City/)).toHaveValue('Springfield');
    expect(field(/^Password/)).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Enter your password again');
    expect(sessionStorage.getItem('draft.signed-out.register.business')).not.toContain('flour2024');

    await user.type(field(/^Password/), 'flour2024');
    await user.type(field(/^Confirm password/), 'flour2024');
    await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Business dashboard' })).toBeVisible();
    expect(currentUrl()).toBe('/business/dashboard');
    expect(sessionStorage.getItem('draft.signed-out.register.business')).toBeNull();
    expect(sessionStorage.getItem('draft.12.register.business')).toBeNull();
  });

  it('keeps next on the way back to sign in, and from an apply link says why not there', async () => {
    mockFetch(() => jsonResponse(REGISTERED, { status: 201 }));
    const user = userEvent.setup();
    const { currentUrl } = renderApp('/business/register?next=%2Fjobs%2F5%2Fapply', routes);
    expectLink('Sign in', '/business/login?next=%2Fjobs%2F5%2Fapply');
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByText('Business accounts cannot apply for jobs.')).toBeVisible();
    expect(
      screen.getByRole('button', { name: /Register Business/ }).closest('[inert]'),
    ).not.toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'Business dashboard' }, { timeout: 4000 }),
    ).toBeVisible();
    expect(currentUrl()).toBe('/business/dashboard');
    expect(localStorage.getItem(SESSION_KEYS.role)).toBe('business');
  }, 15_000);

  it('shows a taken email under the email field', async () => {
    mockFetch(() =>
      jsonResponse({ message: 'Email already registered', field: 'email' }, { status: 409 }),
    );
    const user = userEvent.setup();
    renderApp('/business/register', routes);
    await fillValidForm(user);
    await submit(user);
    await waitFor(() =>
      expect(field(/^Email\s*\*?$/)).toHaveAccessibleDescription('Email already registered'),
    );
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('shows a server error about a payload field (business_name, zip_code) under its input', async () => {
    let answer = { message: 'Name looks odd', field: 'business_name' };
    mockFetch(() => jsonResponse(answer, { status: 400 }));
    const user = userEvent.setup();
    renderApp('/business/register', routes);
    await fillValidForm(user);
    await submit(user);
    await waitFor(() =>
      expect(field(/^Business name/)).toHaveAccessibleDescription('Name looks odd'),
    );
    answer = { message: 'Unknown ZIP', field: 'zip_code' };
    await submit(user);
    await waitFor(() => expect(field(/^ZIP/)).toHaveAccessibleDescription('Unknown ZIP'));
  });

  it('shows the server message, "Registration failed" or the network text otherwise', async () => {
    let failure: () => Response = () =>
      jsonResponse({ message: 'Too many attempts' }, { status: 429 });
    mockFetch(() => failure());
    const user = userEvent.setup();
    renderApp('/business/register', routes);
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');

    failure = () => new Response(null, { status: 500 });
    await submit(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Registration failed'));

    failure = () => {
      throw new TypeError('Failed to fetch');
    };
    await submit(user);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Network error. Please try again.'),
    );
  });
});
