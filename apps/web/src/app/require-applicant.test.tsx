import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { clearSession, getSession, saveSession } from '../lib/session';
import { expectLink } from '../testing/expect-link';
import { jsonResponse, mockFetch } from '../testing/mock-fetch';
import { renderApp } from '../testing/render-app';
import { RequireApplicant } from './require-applicant';

const routes: RouteObject[] = [
  { path: '/', element: <h1>Home page</h1> },
  { path: '/applicant/login', element: <h1>Sign in</h1> },
  {
    path: '/applicant/dashboard/*',
    element: (
      <RequireApplicant>
        <h1>Applicant only</h1>
      </RequireApplicant>
    ),
  },
];

describe('RequireApplicant', () => {
  it('sends a visitor to the applicant login with the page to come back to', () => {
    const { currentUrl, seen } = renderApp('/applicant/dashboard/settings?x=1', routes);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/applicant/login?next=%2Fapplicant%2Fdashboard%2Fsettings%3Fx%3D1');
    expect(seen.navigationType).toBe('REPLACE');
  });

  it('tells a signed-in business the page is for job seekers and leads back to its dashboard', async () => {
    saveSession({ token: 't', userId: 3, role: 'business', name: 'Happy Tails' });
    mockFetch(() => jsonResponse({ unread: 0, notifications: [] }));
    const { currentUrl } = renderApp('/applicant/dashboard/applications', routes);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page is for job seekers' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You are signed in as the business Happy Tails\./)).toBeVisible();
    expectLink('Back to Business Dashboard', '/business/dashboard');
    expect(screen.queryByRole('heading', { name: 'Applicant only' })).not.toBeInTheDocument();
    expect(currentUrl()).toBe('/applicant/dashboard/applications');
    // The bar still says who is signed in.
    expect(await screen.findByRole('button', { name: 'Happy Tails' })).toBeInTheDocument();
  });

  it('signs a business out and on to the applicant login, which returns to the page', async () => {
    saveSession({ token: 't', userId: 3, role: 'business', name: 'Happy Tails' });
    const { calls } = mockFetch(() => jsonResponse({ message: 'Logged out' }));
    const { currentUrl } = renderApp('/applicant/dashboard/applications', routes);
    await userEvent.click(
      screen.getByRole('button', { name: 'Sign out and sign in as a job seeker' }),
    );
    await waitFor(() =>
      expect(currentUrl()).toBe('/applicant/login?next=%2Fapplicant%2Fdashboard%2Fapplications'),
    );
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(calls.find((call) => call.url.pathname === '/api/auth/logout')?.method).toBe('POST');
    expect(getSession()).toBeNull();
  });

  it('lets an applicant in', () => {
    saveSession({ token: 't', userId: 2, role: 'applicant', firstName: 'Maya' });
    renderApp('/applicant/dashboard', routes);
    expect(screen.getByRole('heading', { name: 'Applicant only' })).toBeInTheDocument();
  });

  it('sends an applicant who signs out while here home, not to the login', () => {
    saveSession({ token: 't', userId: 2, role: 'applicant', firstName: 'Maya' });
    const { currentUrl } = renderApp('/applicant/dashboard', routes);
    act(() => clearSession());
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/');
  });
});
