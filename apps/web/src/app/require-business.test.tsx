import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { clearSession, saveSession } from '../lib/session';
import { renderApp } from '../testing/render-app';
import { RequireBusiness } from './require-business';

const routes: RouteObject[] = [
  { path: '/', element: <h1>Home page</h1> },
  {
    path: '/business',
    element: <RequireBusiness />,
    children: [{ path: 'dashboard', element: <h1>Business only</h1> }],
  },
];

describe('RequireBusiness', () => {
  it('sends a visitor who is not signed in to / and remembers where they were going', () => {
    const { currentUrl, seen } = renderApp('/business/dashboard?tab=jobs', routes);
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/');
    expect(seen.location?.state).toMatchObject({
      from: { pathname: '/business/dashboard', search: '?tab=jobs' },
    });
  });

  it('sends a signed-in applicant to / as well', () => {
    saveSession({ token: 't', userId: 2, role: 'applicant' });
    const { currentUrl } = renderApp('/business/dashboard', routes);
    expect(currentUrl()).toBe('/');
  });

  it('lets a business in', () => {
    saveSession({ token: 't', userId: 3, role: 'business', name: 'Happy Tails' });
    renderApp('/business/dashboard', routes);
    expect(screen.getByRole('heading', { name: 'Business only' })).toBeInTheDocument();
  });

  it('sends a business that signs out while here home, remembering nothing to sign in for', () => {
    saveSession({ token: 't', userId: 3, role: 'business', name: 'Happy Tails' });
    const { currentUrl, seen } = renderApp('/business/dashboard', routes);
    act(() => clearSession());
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/');
    expect(seen.location?.state).toBeNull();
  });
});
