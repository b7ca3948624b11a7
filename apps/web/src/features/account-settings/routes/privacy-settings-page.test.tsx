import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSession, saveSession } from '../../../lib/session';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { PrivacySettingsPage } from './privacy-settings-page';

const routes: RouteObject[] = [
  { path: '/', element: <h1>Home page</h1> },
  { path: '/applicant/dashboard/settings/privacy', element: <PrivacySettingsPage /> },
];

const field = (name: RegExp, container: HTMLElement = document.body) =>
  within(container).getByLabelText(name, { selector: 'input' });

beforeEach(() =>
  saveSession({ token: 'old', userId: 9, role: 'applicant', name: 'Maya', firstName: 'Maya' }),
);

const open = () => renderApp('/applicant/dashboard/settings/privacy', routes);

describe('PrivacySettingsPage: change password', () => {
  it('checks the new password and that both copies match', async () => {
    const { calls } = mockFetch(() => jsonResponse({}));
    open();
    await userEvent.type(field(/^New password/), 'short');
    await userEvent.type(field(/^Confirm new password/), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Min 8 chars with letters & numbers')).toBeVisible();
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('sends both passwords, keeps this browser signed in with the new session', async () => {
    const { calls } = mockFetch(() =>
      jsonResponse({
        access_token: 'fresh',
        token_type: 'bearer',
        user_id: 9,
        user_role: 'applicant',
        user_name: 'Maya',
      }),
    );
    open();
    await userEvent.type(field(/^Current password/), 'oldpass123');
    await userEvent.type(field(/^New password/), 'newpass456');
    await userEvent.type(field(/^Confirm new password/), 'newpass456');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password changed')).toBeVisible();
    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.url.pathname).toBe('/api/auth/password');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer old');
    expect(calls[0]?.body).toEqual({ current_password: 'oldpass123', new_password: 'newpass456' });
    expect(getSession()).toMatchObject({ token: 'fresh', role: 'applicant', firstName: 'Maya' });
    expect(field(/^New password/)).toHaveValue('');
  });

  it('sends null for an empty current password and shows its error under that input', async () => {
    const { calls } = mockFetch(() =>
      jsonResponse(
        { message: 'Current password is incorrect', field: 'current_password' },
        { status: 400 },
      ),
    );
    open();
    await userEvent.type(field(/^New password/), 'newpass456');
    await userEvent.type(field(/^Confirm new password/), 'newpass456');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Current password is incorrect')).toBeVisible();
    expect(field(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls[0]?.body).toEqual({ current_password: null, new_password: 'newpass456' });
    expect(getSession()?.token).toBe('old');
  });
});

describe('PrivacySettingsPage: delete account', () => {
  async function openDialog() {
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    return screen.getByRole('dialog', { name: 'Delete your account?' });
  }

  it('asks for DELETE before the red button works, and can be cancelled', async () => {
    const { calls } = mockFetch(() => new Response(null, { status: 204 }));
    open();
    const dialog = await openDialog();
    expect(within(dialog).getByText(/permanently deletes your account/)).toBeVisible();
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(confirm).toBeDisabled();
    await userEvent.type(field(/^Type DELETE/, dialog), 'delete');
    expect(confirm).toBeDisabled();
    await userEvent.clear(field(/^Type DELETE/, dialog));
    await userEvent.type(field(/^Type DELETE/, dialog), 'DELETE');
    expect(confirm).toBeEnabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);
  });

  it('shows a wrong password under its input and keeps the account', async () => {
    mockFetch(() =>
      jsonResponse({ message: 'Password is incorrect', field: 'password' }, { status: 400 }),
    );
    open();
    const dialog = await openDialog();
    await userEvent.type(field(/^Password/, dialog), 'wrongpass1');
    await userEvent.type(field(/^Type DELETE/, dialog), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(await within(dialog).findByText('Password is incorrect')).toBeVisible();
    expect(field(/^Password/, dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(getSession()?.token).toBe('old');
  });

  it('deletes the account, forgets the session and goes home', async () => {
    const { calls } = mockFetch(() => new Response(null, { status: 204 }));
    const { currentUrl, seen } = open();
    const dialog = await openDialog();
    await userEvent.type(field(/^Password/, dialog), 'mypass123');
    await userEvent.type(field(/^Type DELETE/, dialog), 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible();
    expect(screen.getByText('Your account has been deleted')).toBeVisible();
    expect(currentUrl()).toBe('/');
    expect(seen.navigationType).toBe('REPLACE');
    expect(getSession()).toBeNull();
    expect(calls[0]?.method).toBe('DELETE');
    expect(calls[0]?.url.pathname).toBe('/api/auth/account');
    expect(calls[0]?.body).toEqual({ password: 'mypass123' });
  });
});
