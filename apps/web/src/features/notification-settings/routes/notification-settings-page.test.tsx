import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@firstshift/domain';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { NotificationSettingsPage } from './notification-settings-page';

const routes: RouteObject[] = [
  { path: '/applicant/dashboard/notifications', element: <NotificationSettingsPage /> },
];

const toggle = (name: string) => screen.getByRole('switch', { name });

beforeEach(() => saveSession({ token: 't', userId: 9, role: 'applicant', firstName: 'Maya' }));

describe('NotificationSettingsPage', () => {
  it('shows the four switches as saved (SPEC defaults) and saves each change', async () => {
    const { calls } = mockFetch((call) =>
      jsonResponse(call.method === 'PUT' ? call.body : DEFAULT_NOTIFICATION_SETTINGS),
    );
    renderApp('/applicant/dashboard/notifications', routes);

    expect(screen.getByRole('heading', { level: 1, name: 'Notification Settings' })).toBeVisible();
    expect(await screen.findByRole('switch', { name: 'New Job Matches' })).toBeChecked();
    expect(toggle('Application Updates')).toBeChecked();
    expect(toggle('Interview Reminders')).not.toBeChecked();
    expect(toggle('Weekly Summary')).not.toBeChecked();

    await userEvent.setup().click(toggle('Weekly Summary'));
    expect(toggle('Weekly Summary')).toBeChecked();
    expect(await screen.findByText('Notification settings saved')).toBeVisible();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/applicant/notification-settings');
    expect(put?.body).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, weekly_summary: true });
  });

  it('puts the switch back and says why when saving fails', async () => {
    mockFetch((call) =>
      call.method === 'PUT'
        ? jsonResponse(undefined, { status: 500 })
        : jsonResponse(DEFAULT_NOTIFICATION_SETTINGS),
    );
    renderApp('/applicant/dashboard/notifications', routes);
    await userEvent.setup().click(await screen.findByRole('switch', { name: 'New Job Matches' }));
    expect(await screen.findByText('Failed to save notification settings')).toBeVisible();
    await waitFor(() => expect(toggle('New Job Matches')).toBeChecked());
  });

  it('shows why the settings could not be loaded', async () => {
    mockFetch(() => jsonResponse(undefined, { status: 500 }));
    renderApp('/applicant/dashboard/notifications', routes);
    expect(await screen.findByText('Failed to fetch notification settings')).toBeVisible();
  });
});
