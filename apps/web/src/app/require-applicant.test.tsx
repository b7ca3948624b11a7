import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { clearSession, saveSession } from '../lib/session';
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

  it('does not let a business in', () => {
    saveSession({ token: 't', userId: 3, role: 'business', name: 'Happy Tails' });
    renderApp('/applicant/dashboard', routes);
    expect(screen.queryByRole('heading', { name: 'Applicant only' })).not.toBeInTheDocument();
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
