import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { AccountSettingsPage } from './account-settings-page';
import { expectLink } from '../../../testing/expect-link';

const routes: RouteObject[] = [
  { path: '/applicant/dashboard/settings', element: <AccountSettingsPage /> },
  { path: '/applicant/dashboard/settings/privacy', element: <h1>Privacy page</h1> },
  { path: '/applicant/dashboard/profile', element: <h1>Profile page</h1> },
];

describe('AccountSettingsPage', () => {
  it('offers the profile and the privacy settings', async () => {
    renderApp('/applicant/dashboard/settings', routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expectLink('Edit Profile', '/applicant/dashboard/profile', within(profile));

    const privacy = screen.getByRole('region', { name: 'Privacy' });
    await userEvent.click(within(privacy).getByRole('link', { name: 'Privacy Settings' }));
    expect(await screen.findByRole('heading', { name: 'Privacy page' })).toBeVisible();
  });
});
