import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from '@firstshift/domain';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { ForgotPasswordPage } from './forgot-password-page';
import { expectLink } from '../../../testing/expect-link';

const routes: RouteObject[] = [{ path: '/forgot-password', element: <ForgotPasswordPage /> }];

async function ask(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return user;
}

describe('ForgotPasswordPage', () => {
  it('asks for an email, with a way back to sign in', () => {
    renderApp('/forgot-password', routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
    expectLink('Back to sign in', '/applicant/login');
    expect(document.title).toBe('Forgot password | FirstShift');
  });

  it('checks the email before sending anything', async () => {
    const { calls } = mockFetch(() => jsonResponse({}));
    renderApp('/forgot-password', routes);
    await ask('not-an-email');
    expect(await screen.findByText('Enter a valid email')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('sends the request, shows the busy button, then always the same confirmation', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/forgot-password', routes);
    await ask('sam@example.com');

    expect(screen.getByRole('button', { name: /Send reset link/ })).toBeDisabled();
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', body: { email: 'sam@example.com' } }),
    ]);
    expect(calls[0]?.url.pathname).toBe('/api/auth/forgot-password');

    answer(jsonResponse({ message: ACCOUNT_MESSAGES.resetLinkSent }, { status: 202 }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.resetLinkSent);
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  });

  it('shows the server message when too many requests were made', async () => {
    const message = 'Too many requests from your network. Try again in 12 minutes.';
    mockFetch(() => jsonResponse({ message }, { status: 429 }));
    renderApp('/forgot-password', routes);
    await ask('sam@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });

  it('says when the network failed', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderApp('/forgot-password', routes);
    await ask('sam@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
  });
});
