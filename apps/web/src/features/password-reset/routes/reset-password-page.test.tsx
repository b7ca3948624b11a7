import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@firstshift/domain';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { ResetPasswordPage } from './reset-password-page';
import { expectLink } from '../../../testing/expect-link';
import { forgetResetToken } from '../components/reset-token';

const routes: RouteObject[] = [
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/applicant/login', element: <h1>Sign in</h1> },
  { path: '/business/login', element: <h1>Business sign in</h1> },
  { path: '/forgot-password', element: <h1>Forgot password?</h1> },
];
const TOKEN = 'abcDEF123_-xyz';

async function choose(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  return user;
}

describe('ResetPasswordPage', () => {
  afterEach(forgetResetToken);

  it('says the link is invalid when it carries no token, and offers a new one', async () => {
    renderApp('/reset-password', routes);
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetLinkInvalid);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(await screen.findByRole('heading', { name: 'Forgot password?' })).toBeVisible();
  });

  it('takes the token out of the address bar and checks the passwords locally', async () => {
    const { calls } = mockFetch(() => jsonResponse({}));
    const { seen } = renderApp(`/reset-password#token=${TOKEN}`, routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    expect(seen.location?.hash).toBe('');
    expect(seen.location?.pathname).toBe('/reset-password');
    expect(document.title).toBe('Set a new password | FirstShift');

    await choose('short');
    expect(await screen.findByText('Min 8 chars with letters & numbers')).toBeVisible();
    await userEvent.setup().clear(screen.getByLabelText(/^New password/));
    await choose('newpass456', 'newpass789');
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('still holds the link after a reload, which finds it gone from the address bar', async () => {
    const { calls } = mockFetch(() =>
      jsonResponse({ message: ACCOUNT_MESSAGES.passwordReset, role: 'applicant' }),
    );
    const opened = renderApp(`/reset-password#token=${TOKEN}`, routes);
    expect(opened.seen.location?.hash).toBe('');
    opened.unmount();

    const { currentUrl, unmount } = renderApp('/reset-password', routes);
    expect(screen.queryByRole('alert')).toBeNull();
    await choose('newpass456');
    await waitFor(() => expect(currentUrl()).toBe('/applicant/login'));
    expect(calls[0]?.body).toEqual({ token: TOKEN, password: 'newpass456' });
    unmount();

    // Used once, it is forgotten: the page asks for a new link.
    renderApp('/reset-password', routes);
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetLinkInvalid);
  });

  it('forgets a link the server refused, so that a reload does not offer it again', async () => {
    mockFetch(() =>
      jsonResponse({ message: ACCOUNT_MESSAGES.resetLinkInvalid, field: 'token' }, { status: 400 }),
    );
    const { unmount } = renderApp(`/reset-password#token=${TOKEN}`, routes);
    await choose('newpass456');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetLinkInvalid);
    unmount();
    renderApp('/reset-password', routes);
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetLinkInvalid);
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it('sends a business to the Business login after its reset', async () => {
    mockFetch(() => jsonResponse({ message: ACCOUNT_MESSAGES.passwordReset, role: 'business' }));
    const { currentUrl } = renderApp(`/reset-password#token=${TOKEN}`, routes);
    await choose('newpass456');
    await waitFor(() => expect(currentUrl()).toBe('/business/login'));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordReset)).toBeVisible();
  });

  it('sets the password and sends the user to sign in with a notice', async () => {
    const { calls } = mockFetch(() =>
      jsonResponse({ message: ACCOUNT_MESSAGES.passwordReset, role: 'applicant' }),
    );
    const { currentUrl } = renderApp(`/reset-password#token=${TOKEN}`, routes);
    await choose('newpass456');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(currentUrl()).toBe('/applicant/login');
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordReset)).toBeVisible();
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', body: { token: TOKEN, password: 'newpass456' } }),
    ]);
    expect(calls[0]?.url.pathname).toBe('/api/auth/reset-password');
  });

  it('says the link is invalid when the server refuses it', async () => {
    mockFetch(() =>
      jsonResponse({ message: ACCOUNT_MESSAGES.resetLinkInvalid, field: 'token' }, { status: 400 }),
    );
    renderApp(`/reset-password#token=${TOKEN}`, routes);
    await choose('newpass456');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetLinkInvalid);
    expectLink('Request a new link', '/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('shows a password refused by the server under the field', async () => {
    mockFetch(() =>
      jsonResponse(
        { message: 'Min 8 chars with letters & numbers', field: 'password' },
        { status: 400 },
      ),
    );
    renderApp(`/reset-password#token=${TOKEN}`, routes);
    await choose('newpass456');
    expect(await screen.findByText('Min 8 chars with letters & numbers')).toBeVisible();
  });

  it('says when the network failed and keeps the form', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderApp(`/reset-password#token=${TOKEN}`, routes);
    await choose('newpass456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeEnabled();
  });
});
