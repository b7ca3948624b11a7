import { screen, within } from '@testing-library/react';
import type { ApplicantDashboard } from '@firstshift/domain';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { jsonResponse, mockFetch, type FetchCall } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { ApplicantOverviewPage } from './applicant-overview-page';
import { expectLink } from '../../../testing/expect-link';
import { buildApplicantProfile } from '../../../testing/user-builders';

const routes: RouteObject[] = [
  { path: '/applicant/dashboard', element: <ApplicantOverviewPage /> },
];

const PROFILE = buildApplicantProfile({
  applicant_profile: {
    address_line1: null,
    address_line2: null,
    city: 'Austin',
    state: 'TX',
    zip_code: null,
  },
});

const EMPTY_DASHBOARD: ApplicantDashboard = {
  metrics: {
    total_applications: 0,
    active_applications: 0,
    favourite_jobs: 0,
    recent_applications: 0,
  },
  recent_applications: [],
  job_alerts: [],
};

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** Answers the profile and the dashboard calls, and a visit that is not the first. */
function serve(
  profile: (call: FetchCall) => Response,
  dashboard: () => Response = () => jsonResponse(EMPTY_DASHBOARD),
  visit: () => Response = () => jsonResponse({ first_visit: false }),
) {
  return mockFetch((call) => {
    if (call.url.pathname === '/api/auth/overview_visit') return visit();
    return call.url.pathname === '/api/applicant/dashboard' ? dashboard() : profile(call);
  });
}

const card = (name: string) => screen.getByRole('region', { name });
const status = (item: string) =>
  within(screen.getByRole('list', { name: 'Profile details' }))
    .getByText(item)
    .closest('li')?.textContent;

beforeEach(() => saveSession({ token: 't', userId: 9, role: 'applicant', firstName: 'May' }));

describe('ApplicantOverviewPage', () => {
  it('says "Welcome" on the very first visit, as the server counts them', async () => {
    const { calls } = serve(
      () => jsonResponse({ ...PROFILE, first_name: 'Maya' }),
      undefined,
      () => jsonResponse({ first_visit: true }),
    );
    renderApp('/applicant/dashboard', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Maya' })).toBeVisible();
    const visits = calls.filter((c) => c.url.pathname === '/api/auth/overview_visit');
    expect(visits).toHaveLength(1);
    expect(visits[0]?.method).toBe('POST');
  });

  it('says plain "Welcome" when the server cannot tell', async () => {
    serve(
      () => jsonResponse({ ...PROFILE, first_name: 'Maya' }),
      undefined,
      () => jsonResponse({ message: 'Oops' }, { status: 500 }),
    );
    renderApp('/applicant/dashboard', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Maya' })).toBeVisible();
  });

  it('welcomes the applicant back by the first name on file', async () => {
    serve(() => jsonResponse({ ...PROFILE, first_name: 'Maya' }));
    renderApp('/applicant/dashboard', routes);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Maya' }),
    ).toBeVisible();
    expect(document.title).toBe('Dashboard | FirstShift');
  });

  it('says what the profile still lacks and leads to each place', async () => {
    serve(() => jsonResponse(PROFILE));
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
    expect(within(card('Find jobs')).getByRole('link')).toHaveAttribute(
      'href',
      '/applicant/dashboard/job-search',
    );
  });

  it('calls a profile with everything filled in complete', async () => {
    serve(() =>
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
    serve(() => jsonResponse({}, { status: 500 }));
    renderApp('/applicant/dashboard', routes);
    expect(await screen.findByText('Failed to fetch user profile')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, May' })).toBeVisible();
    expect(within(card('Find jobs')).getByRole('link')).toBeVisible();
  });

  it('shows the metrics, the recent applications and at most 3 job alerts', async () => {
    const alert = (id: number, title: string, isNew: boolean) => ({
      id,
      title,
      company: 'Happy Tails',
      location_city: 'Portland',
      location_state: 'OR',
      job_type: ['part-time' as const],
      posted: hoursAgo(5),
      is_new: isNew,
    });
    serve(
      () => jsonResponse(PROFILE),
      () =>
        jsonResponse({
          metrics: {
            total_applications: 12,
            active_applications: 4,
            favourite_jobs: 7,
            recent_applications: 3,
          },
          recent_applications: [
            {
              id: 1,
              job_title: 'Dog Walker',
              company_name: 'Happy Tails',
              applied_at: hoursAgo(26),
              status: 'interview_scheduled',
            },
          ],
          job_alerts: [
            alert(31, 'Kennel Helper', true),
            alert(32, 'Cat Sitter', false),
            alert(33, 'Pet Groomer', false),
            alert(34, 'Fourth Alert', false),
          ],
        } satisfies ApplicantDashboard),
    );
    renderApp('/applicant/dashboard', routes);

    const numbers = await screen.findByRole('list', { name: 'Your numbers' });
    for (const [label, value] of [
      ['Total Applications', '12'],
      ['Active Applications', '4'],
      ['Favorite Jobs', '7'],
      ['Recent Applications', '3'],
    ] as const) {
      expect(within(numbers).getByText(label).closest('li')).toHaveTextContent(value);
    }
    const recent = within(card('Recent Applications'));
    expectLink('Dog Walker', '/applicant/dashboard/applications/1', recent);
    expect(recent.getByText('Happy Tails · Applied 1d ago')).toBeVisible();
    expect(recent.getByText('Interview Scheduled')).toBeVisible();
    expectLink('View all applications', '/applicant/dashboard/applications', recent);
    const alerts = within(card('Job Alerts'));
    expect(alerts.getAllByRole('listitem')).toHaveLength(3);
    expectLink('Kennel Helper', '/jobs/31', alerts);
    expect(alerts.getByText('New')).toBeVisible();
    expect(alerts.queryByText('Fourth Alert')).toBeNull();
  });

  it('says "No recent applications" and "No job alerts" when there are none', async () => {
    serve(() => jsonResponse(PROFILE));
    renderApp('/applicant/dashboard', routes);
    expect(
      await within(card('Recent Applications')).findByText('No recent applications'),
    ).toBeVisible();
    expect(within(card('Job Alerts')).getByText('No job alerts')).toBeVisible();
  });

  it('says "Failed to fetch dashboard data" when the overview cannot be loaded', async () => {
    serve(
      () => jsonResponse(PROFILE),
      () => jsonResponse(undefined, { status: 500 }),
    );
    renderApp('/applicant/dashboard', routes);
    expect(await screen.findByText('Failed to fetch dashboard data')).toBeVisible();
    expect(within(card('Find jobs')).getByRole('link')).toBeVisible();
  });
});
