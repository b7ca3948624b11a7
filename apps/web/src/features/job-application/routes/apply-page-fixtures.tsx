import type { ApplicationListItem, JobDetail, UserProfile } from '@firstshift/domain';
import type { RouteObject } from 'react-router';
import { saveSession } from '../../../lib/session';
import { buildJobDetail } from '../../../testing/job-builders';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { ApplyPage } from './apply-page';
import { buildApplicantProfile, yearsAgo } from '../../../testing/user-builders';

// What the Apply page's tests share: its routes, a signed-in applicant and the API's answers.

export const routes: RouteObject[] = [
  { path: '/jobs/:jobId/apply', element: <ApplyPage /> },
  { path: '/jobs/:id', element: <h1>Job page</h1> },
  { path: '/applicant/dashboard', element: <h1>Applicant dashboard</h1> },
  { path: '/applicant/login', element: <h1>Sign in</h1> },
];

export const PROFILE = buildApplicantProfile({
  phone_number: '555-222-1111',
  date_of_birth: '2009-04-02',
});

export const signInApplicant = () =>
  saveSession({ token: 't', userId: 9, role: 'applicant', firstName: 'Maya' });

export { yearsAgo };

type Serve = {
  job?: Partial<JobDetail> | 'gone';
  profile?: Partial<UserProfile>;
  application?: ApplicationListItem | null | 'fails' | (() => ApplicationListItem | null);
  /** Whether the applicant saved job 42. */
  saved?: boolean;
};

/**
 * Answers GET /jobs/42, the profile, the application to job 42 (none by default), the
 * applicant's favourites and saving job 42.
 */
export function serve({ job = {}, profile = {}, application = null, saved = false }: Serve = {}) {
  return mockFetch(({ url, method }) => {
    if (method === 'POST' && url.pathname === '/api/applicant/42/favourite') {
      const isFavourite = url.searchParams.get('is_favourite') === 'true';
      return jsonResponse({ job_id: 42, is_favourite: isFavourite });
    }
    if (url.pathname === '/api/applicant/42/favourite') {
      return jsonResponse({ job_id: 42, is_favourite: saved });
    }
    if (url.pathname === '/api/auth/user_details') return jsonResponse({ ...PROFILE, ...profile });
    if (url.pathname === '/api/applicant/applications/job/42') {
      if (application === 'fails')
        return jsonResponse({ message: 'Server error' }, { status: 500 });
      return jsonResponse({
        application: typeof application === 'function' ? application() : application,
      });
    }
    if (url.pathname === '/api/jobs/42' && job !== 'gone') {
      return jsonResponse(
        buildJobDetail({ id: 42, title: 'Weekend Dog Walker', minimum_age_required: 0, ...job }),
      );
    }
    return jsonResponse({ message: 'Job not found' }, { status: 404 });
  });
}

export function sentApplication(overrides: Partial<ApplicationListItem> = {}): ApplicationListItem {
  const when = new Date(Date.now() - 3 * 86_400_000).toISOString();
  return {
    id: 3,
    job_id: 42,
    job_title: 'Weekend Dog Walker',
    company_name: 'Happy Tails',
    applied_at: when,
    status: 'applied',
    status_changed_at: when,
    ...overrides,
  };
}
