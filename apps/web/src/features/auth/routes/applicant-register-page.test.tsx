import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS } from '../../../lib/session';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { RegisterPage } from './register-page';
import { LoginPage } from './login-page';
import { expectLink } from '../../../testing/expect-link';

const routes: RouteObject[] = [
  { path: '/applicant/register', element: <RegisterPage role="applicant" /> },
  { path: '/applicant/login', element: <h1>Applicant sign in</h1> },
];

const field = (name: RegExp) =>
  screen.getByLabelText(name, { selector: 'input, select, textarea' });
const emailField = () => field(/^Email\s*\*?$/);
const submitButton = () => screen.getByRole('button', { name: 'Create Account' });

async function fillRequired(user: UserEvent) {
  await user.type(field(/^First name/), 'Maya');
  await user.type(field(/^Last name/), 'Lopez');
  await user.type(field(/^Date of birth/), '2008-05-14');
  await user.type(emailField(), 'maya@example.test');
  await user.type(field(/^Password/), 'summer2024');
  await user.type(field(/^Confirm password/), 'summer2024');
  await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ApplicantRegisterPage', () => {
  it('titles the page and links back to the job seeker sign-in tab', () => {
    renderApp('/applicant/register', routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
    expectLink('Sign in', '/applicant/login');
    expect(document.title).toContain('Create Your Account');
  });

  it('shows the required-field rules and leaves the address optional', async () => {
    const { calls } = mockFetch(() => jsonResponse({}));
    const user = userEvent.setup();
    renderApp('/applicant/register', routes);
    await user.click(submitButton());
    for (const message of [
      'First name is required',
      'Last name is required',
      'Date of birth is required',
      'Enter a valid email',
      'Min 8 chars with letters & numbers',
      'You must accept the terms',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(screen.queryByText('Address is required')).not.toBeInTheDocument();
    expect(screen.queryByText('City is required')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('checks the phone number, the optional ZIP and the password confirmation', async () => {
    const user = userEvent.setup();
    renderApp('/applicant/register', routes);
    await user.type(field(/^Phone number/), 'call me');
    await user.type(field(/^ZIP/), '123');
    await user.type(field(/^Password/), 'summer2024');
    await user.type(field(/^Confirm password/), 'winter2024');
    await user.click(submitButton());
    await waitFor(() =>
      expect(field(/^Phone number/)).toHaveAccessibleDescription(
        'Invalid phone number: enter it like (919) 555-0188',
      ),
    );
    expect(field(/^ZIP/)).toHaveAccessibleDescription('Invalid ZIP');
    expect(field(/^Confirm password/)).toHaveAccessibleDescription('Passwords do not match');
  });

  it('says the account exists and moves to the sign-in page after 900 ms', async () => {
    const { calls } = mockFetch(() =>
      jsonResponse({ id: 41, email: 'maya@example.test' }, { status: 201 }),
    );
    const user = userEvent.setup();
    const { currentUrl } = renderApp('/applicant/register', routes);
    await fillRequired(user);
    await user.type(field(/^City/), 'Austin');
    await user.selectOptions(field(/^State/), 'TX');
    await user.type(field(/^ZIP/), '73301');

    vi.useFakeTimers();
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Account created! Redirecting to sign in…',
    );
    expect(submitButton()).toBeDisabled();
    // Nothing on the page takes a click while it waits to move on.
    expect(screen.getByRole('progressbar', { name: 'Opening the sign-in page…' })).toBeVisible();
    expect(submitButton().closest('[inert]')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(currentUrl()).toBe('/applicant/register');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(currentUrl()).toBe('/applicant/login');
    expect(screen.getByRole('heading', { name: 'Applicant sign in' })).toBeVisible();
    expect(document.querySelector('[inert]')).toBeNull();

    expect(calls[0]?.url.pathname).toBe('/api/auth/register/applicant');
    expect(calls[0]?.body).toEqual({
      first_name: 'Maya',
      last_name: 'Lopez',
      email: 'maya@example.test',
      phone_number: null,
      date_of_birth: '2008-05-14',
      password: 'summer2024',
      address_line1: null,
      address_line2: null,
      city: 'Austin',
      state: 'TX',
      zip_code: '73301',
      email_notifications: true,
      terms_accepted: true,
    });
    // Applicants sign in themselves afterwards: nothing is stored yet.
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('keeps what was typed through Back but the password and the terms, until it is sent', async () => {
    const { calls } = mockFetch(() =>
      jsonResponse({ id: 41, email: 'maya@example.test' }, { status: 201 }),
    );
    const user = userEvent.setup({ delay: null });
    const first = renderApp('/applicant/register', routes);
    await fillRequired(user);
    await user.type(field(/^City/), 'Austin');
    const emails = () => screen.getByRole('checkbox', { name: /Email me about new job matches/ });
    await user.click(emails());
    // Back unmounts the form: what was typed is kept in this tab at once.
    first.unmount();
    const kept = sessionStorage.getItem('draft.signed-out.register.applicant') ?? '';
    expect(kept).toContain('Austin');
    expect(kept).not.toContain('summer2024');
    expect(kept).not.toContain('terms_accepted');

    renderApp('/applicant/register', routes);
    await waitFor(() => expect(field(/^First name/)).toHaveValue('Maya'));
    expect(field(/^Date of birth/)).toHaveValue('2008-05-14');
    expect(emailField()).toHaveValue('maya@example.test');
    expect(field(/^City/)).toHaveValue('Austin');
    expect(field(/^Password/)).toHaveValue('');
    expect(field(/^Confirm password/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /Terms of Service/ })).not.toBeChecked();
    // An untick of the emails is kept: it never turns back into a yes.
    expect(emails()).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(
      'What you typed here before you left is filled in again. Enter your password again: it is not kept.',
    );

    await user.type(field(/^Password/), 'summer2024');
    await user.type(field(/^Confirm password/), 'summer2024');
    await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    await user.click(submitButton());
    expect(await screen.findByText('Account created! Redirecting to sign in…')).toBeVisible();
    expect(calls[0]?.body).toMatchObject({ city: 'Austin', email_notifications: false });
    expect(sessionStorage.getItem('draft.signed-out.register.applicant')).toBeNull();
  });

  it('never fills in a password or the terms from storage, even when something wrote them there', () => {
    sessionStorage.setItem(
      'draft.signed-out.register.applicant',
      JSON.stringify({
        values: {
          first_name: 'Eve',
          password: 'planted1',
          confirm_password: 'planted1',
          terms_accepted: true,
        },
        notes: {},
      }),
    );
    renderApp('/applicant/register', routes);
    expect(field(/^First name/)).toHaveValue('Eve');
    expect(field(/^Password/)).toHaveValue('');
    expect(field(/^Confirm password/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /Terms of Service/ })).not.toBeChecked();
  });

  it('keeps next from the sign-in it came from, and fills the new email in there', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    mockFetch(() => jsonResponse({ id: 41, email: 'maya@example.test' }, { status: 201 }));
    const user = userEvent.setup();
    const { currentUrl } = renderApp('/applicant/register?next=%2Fjobs%2F5%2Fapply', [
      { path: '/applicant/register', element: <RegisterPage role="applicant" /> },
      { path: '/applicant/login', element: <LoginPage role="applicant" /> },
    ]);
    expectLink('Sign in', '/applicant/login?next=%2Fjobs%2F5%2Fapply');
    await fillRequired(user);
    await user.click(submitButton());
    expect(
      await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 3000 }),
    ).toBeVisible();
    expect(currentUrl()).toBe('/applicant/login?next=%2Fjobs%2F5%2Fapply');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('maya@example.test');
  }, 15_000);

  it('drops a next that leaves the site', () => {
    renderApp('/applicant/register?next=%2F%2Fevil.test', routes);
    expectLink('Sign in', '/applicant/login');
  });

  it('shows server field errors (first_name, a taken email) under their inputs', async () => {
    let answer = { status: 400, body: { message: 'Too long', field: 'first_name' } };
    mockFetch(() => jsonResponse(answer.body, { status: answer.status }));
    const user = userEvent.setup();
    renderApp('/applicant/register', routes);
    await fillRequired(user);
    await user.click(submitButton());
    await waitFor(() => expect(field(/^First name/)).toHaveAccessibleDescription('Too long'));

    answer = { status: 409, body: { message: 'Email already registered', field: 'email' } };
    await user.click(submitButton());
    await waitFor(() =>
      expect(emailField()).toHaveAccessibleDescription('Email already registered'),
    );
    expect(screen.queryByText('Account created! Redirecting to sign in…')).not.toBeInTheDocument();
  });

  it('shows "Registration failed" or the network text when no field is named', async () => {
    let fail: () => Response = () => new Response(null, { status: 500 });
    mockFetch(() => fail());
    const user = userEvent.setup();
    renderApp('/applicant/register', routes);
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');

    fail = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(submitButton());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Network error. Please try again.'),
    );
  });
});
