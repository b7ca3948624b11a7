import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notifications } from '@firstshift/domain';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../lib/session';
import { jsonResponse, mockFetch } from '../../testing/mock-fetch';
import { mockWindowWidth } from '../../testing/match-media';
import { renderApp } from '../../testing/render-app';
import { NavBar } from '../nav-bar/nav-bar';

const routes: RouteObject[] = [{ path: '*', element: <NavBar variant="business" /> }];

const NOTIFICATIONS: Notifications = {
  unread: 1,
  notifications: [
    {
      id: 2,
      kind: 'new_application',
      title: 'New application: Bookshop Helper',
      body: 'Maya Lopez applied to Bookshop Helper.',
      link: '/business/applications/31',
      created_at: new Date().toISOString(),
      read: false,
    },
  ],
};

afterEach(() => sessionStorage.clear());

describe('NotificationsBell', () => {
  it('shows the unread count, the newest notifications with their links, and marks them read', async () => {
    saveSession({ token: 't', userId: 7, role: 'business', name: 'Rose City Books' });
    let answer = NOTIFICATIONS;
    const { calls } = mockFetch((call) => {
      if (call.method === 'POST') {
        answer = {
          unread: 0,
          notifications: NOTIFICATIONS.notifications.map((n) => ({ ...n, read: true })),
        };
        return new Response(null, { status: 204 });
      }
      return jsonResponse(answer);
    });
    renderApp('/business/dashboard', routes);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu).getByRole('menuitem', { name: /New application: Bookshop Helper/ }),
    ).toHaveAttribute('href', '/business/applications/31');
    await user.click(within(menu).getByRole('button', { name: 'Mark all as read' }));
    expect(calls.find((c) => c.method === 'POST')?.url.pathname).toBe('/api/notifications/read');
    // The menu stays open, so the rest of the page is hidden from assistive technology.
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Notifications', hidden: true }),
      ).toBeInTheDocument(),
    );
  });

  it("lists an applicant's notifications on a phone, and leads to the settings", async () => {
    mockWindowWidth(390);
    saveSession({ token: 't', userId: 8, role: 'applicant', name: 'Maya', firstName: 'Maya' });
    mockFetch(() =>
      jsonResponse({
        unread: 1,
        notifications: [
          {
            id: 3,
            kind: 'status_change',
            title: 'Application update: Bookshop Helper',
            body: 'Rose City Books shortlisted your application.',
            link: '/applicant/dashboard/applications',
            created_at: new Date().toISOString(),
            read: false,
          },
        ],
      } satisfies Notifications),
    );
    renderApp('/applicant/dashboard', [
      { path: '*', element: <NavBar variant="applicant" maxWidth="none" /> },
    ]);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu).getByRole('menuitem', { name: /Rose City Books shortlisted your application/ }),
    ).toHaveAttribute('href', '/applicant/dashboard/applications');
    expect(within(menu).getByRole('menuitem', { name: 'Notification Settings' })).toHaveAttribute(
      'href',
      '/applicant/dashboard/notifications',
    );
  });

  it('is not there for a signed-out visitor', async () => {
    mockFetch(() => jsonResponse(NOTIFICATIONS));
    renderApp('/', [{ path: '*', element: <NavBar /> }]);
    expect(await screen.findByRole('button', { name: 'Sign In / Create Account' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});
