import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@firstshift/domain';
import { getSession, saveSession } from '../../../lib/session';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';

const profile: UserProfile = {
  id: 7,
  first_name: null,
  last_name: null,
  email: 'owner@happytails.test',
  phone_number: '503-555-0142',
  role: 'business',
  date_of_birth: null,
  email_notifications: true,
  business_profile: {
    id: 3,
    business_name: 'Happy Tails',
    business_category: 'Pet Care',
    business_description: 'Dog walking and pet sitting in Portland.',
    address_line1: '12 Oak St',
    address_line2: 'Suite 4',
    city: 'Portland',
    state: 'OR',
    zip_code: '97201',
  },
};

describe('BusinessDashboardPage', () => {
  it('greets the business and shows its profile as applicants see it', async () => {
    saveSession({ token: 't', userId: 7, role: 'business', name: 'Happy Tails' });
    mockFetch(() => jsonResponse(profile));
    renderApp('/business/dashboard');

    expect(await screen.findByRole('heading', { name: 'Welcome, Happy Tails' })).toBeVisible();
    expect(screen.getByText('12 Oak St, Suite 4, Portland, OR 97201')).toBeVisible();
    expect(screen.getByText('Pet Care')).toBeVisible();
    expect(screen.getByText('503-555-0142')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/business/profile',
    );
    expect(screen.getByRole('link', { name: 'See your jobs on the board' })).toHaveAttribute(
      'href',
      '/jobs?company=Happy%20Tails',
    );
  });

  it('sends the business to sign in again when its session has expired', async () => {
    saveSession({ token: 'old', userId: 7, role: 'business', name: 'Happy Tails' });
    mockFetch(() =>
      jsonResponse({ message: 'Your session has expired. Please sign in again.' }, { status: 401 }),
    );
    const { currentUrl } = renderApp('/business/dashboard');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    expect(getSession()).toBeNull();
    expect(currentUrl()).toBe('/business/login?next=%2Fbusiness%2Fdashboard');
  });

  it('says when the profile cannot be loaded', async () => {
    saveSession({ token: 't', userId: 7, role: 'business', name: 'Happy Tails' });
    mockFetch(() => jsonResponse(undefined, { status: 500 }));
    renderApp('/business/dashboard');
    expect(await screen.findByText('Failed to fetch user profile')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
