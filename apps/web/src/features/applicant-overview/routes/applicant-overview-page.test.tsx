import { screen, within } from '@testing-library/react';
import type { UserProfile } from '@firstshift/domain';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { ApplicantOverviewPage } from './applicant-overview-page';

const routes: RouteObject[] = [
  { path: '/applicant/dashboard', element: <ApplicantOverviewPage /> },
];

const PROFILE: UserProfile = {
  id: 9,
  first_name: 'Maya',
  last_name: 'Lopez',
  email: 'maya@example.test',
  phone_number: null,
  role: 'applicant',
  date_of_birth: '2007-04-02',
  email_notifications: true,
  business_profile: null,
  applicant_profile: {
    address_line1: null,
    address_line2: null,
    city: 'Austin',
    state: 'TX',
    zip_code: null,
  },
};

const card = (name: string) => screen.getByRole('region', { name });
const status = (item: string) =>
  within(screen.getByRole('list', { name: 'Profile details' }))
    .getByText(item)
    .closest('li')?.textContent;

beforeEach(() => saveSession({ token: 't', userId: 9, role: 'applicant', firstName: 'May' }));

describe('ApplicantOverviewPage', () => {
  it('welcomes the applicant by the first name on file', async () => {
    mockFetch(() => jsonResponse({ ...PROFILE, first_name: 'Maya' }));
    renderApp('/applicant/dashboard', routes);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maya' }),
    ).toBeVisible();
    expect(document.title).toBe('Dashboard | FirstShift');
  });

  it('says what the profile still lacks and leads to each place', async () => {
    mockFetch(() => jsonResponse(PROFILE));
    renderApp('/applicant/dashboard', routes);
    expect(await screen.findByRole('list', { name: 'Profile details' })).toBeVisible();
    expect(status('Name')).toContain('Added');
    expect(status('Date of birth')).toContain('Added');
    expect(status('Phone number')).toContain('Missing');
    expect(status('Home address')).toContain('Missing');
    expect(within(card('Complete your profile')).getByRole('link')).toHaveAttribute(
      'href',
      '/applicant/dashboard/profile',
    );
    expect(within(card('Find jobs')).getByRole('link')).toHaveAttribute('href', '/jobs');
    expect(within(card('Account settings')).getByRole('link')).toHaveAttribute(
      'href',
      '/applicant/dashboard/settings',
    );
  });

  it('calls a profile with everything filled in complete', async () => {
    mockFetch(() =>
      jsonResponse({
        ...PROFILE,
        phone_number: '555-222-1111',
        applicant_profile: {
          ...PROFILE.applicant_profile,
          address_line1: '4 Elm St',
          zip_code: '73301',
        },
      }),
    );
    renderApp('/applicant/dashboard', routes);
    expect(await screen.findByText('Everything employers need is filled in.')).toBeVisible();
    expect(
      within(card('Your profile')).getByRole('link', { name: 'Review profile' }),
    ).toBeVisible();
  });

  it('still offers the other cards when the profile cannot be loaded', async () => {
    mockFetch(() => jsonResponse({}, { status: 500 }));
    renderApp('/applicant/dashboard', routes);
    expect(await screen.findByText('Failed to fetch user profile')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, May' })).toBeVisible();
    expect(within(card('Find jobs')).getByRole('link')).toBeVisible();
  });
});
