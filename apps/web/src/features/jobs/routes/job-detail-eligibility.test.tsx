import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationListItem, JobDetail } from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildJobDetail } from '../../../testing/job-builders';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { expectLink } from '../../../testing/expect-link';
import { expectSavedFrom } from '../../../testing/expect-saved-from';
import { buildApplicantProfile, yearsAgo } from '../../../testing/user-builders';

const PROFILE = buildApplicantProfile({
  first_name: 'Sam',
  last_name: 'Lee',
  email: 'sam@example.test',
  date_of_birth: '2000-01-01',
});

type Serve = {
  job?: Partial<JobDetail>;
  dateOfBirth?: string | null;
  application?: ApplicationListItem | null;
  /** The ids of the jobs the applicant saved. */
  favourites?: number[];
};

function serve({
  job = {},
  dateOfBirth = '2000-01-01',
  application = null,
  favourites = [],
}: Serve = {}) {
  const detail = buildJobDetail({ id: 7, minimum_age_required: 16, ...job });
  return mockFetch(({ url, method }) => {
    if (method === 'POST' && url.pathname === '/api/applicant/7/favourite') {
      return jsonResponse({
        job_id: 7,
        is_favourite: url.searchParams.get('is_favourite') === 'true',
      });
    }
    if (url.pathname === '/api/applicant/7/favourite') {
      return jsonResponse({ job_id: 7, is_favourite: favourites.includes(7) });
    }
    if (url.pathname === '/api/jobs/7') return jsonResponse(detail);
    if (url.pathname === '/api/applicant/applications/job/7') return jsonResponse({ application });
    if (url.pathname === '/api/auth/user_details') {
      return jsonResponse({ ...PROFILE, date_of_birth: dateOfBirth });
    }
    return jsonResponse({ message: 'Not found' }, { status: 404 });
  });
}

const signInApplicant = () =>
  saveSession({ token: 't', userId: 9, role: 'applicant', firstName: 'Sam' });

/** Apply Now turned off: a button that does nothing (on, it is a link to where it leads). */
const applyButtons = () => {
  const buttons = screen.getAllByRole('button', { name: /Apply Now/ });
  expect(buttons).toHaveLength(2);
  return buttons;
};
const expectNoApplyNow = () => {
  expect(screen.queryByRole('button', { name: /Apply Now/ })).toBeNull();
  expect(screen.queryByRole('link', { name: /Apply Now/ })).toBeNull();
};

describe('Job detail page: who may apply', { timeout: 20_000 }, () => {
  it('shows the minimum age, and lets an applicant old enough apply', async () => {
    signInApplicant();
    serve({ dateOfBirth: yearsAgo(16) });
    renderApp('/jobs/7');

    expect(await screen.findByText('Ages 16+')).toBeVisible();
    expect(screen.getByText('16+')).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Apply Now/ })).toHaveLength(2));
    for (const link of screen.getAllByRole('link', { name: /Apply Now/ })) {
      expect(link).toHaveAttribute('href', '/jobs/7/apply');
    }
    expect(screen.queryByRole('button', { name: /Apply Now/ })).toBeNull();
    expect(screen.queryByText(/This job is for ages/)).toBeNull();
  });

  it('tells an applicant who is too young from when they can apply, and turns Apply Now off', async () => {
    signInApplicant();
    serve({ dateOfBirth: yearsAgo(16, 10) });
    renderApp('/jobs/7');

    expect(
      await screen.findByText(
        /This job is for ages 16 and up, so you can’t apply yet: you can from/,
      ),
    ).toBeVisible();
    for (const button of applyButtons()) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(/^You can apply from /);
    }
  });

  it('lets an applicant too young save the job right by the message that says to', async () => {
    signInApplicant();
    const { calls } = serve({ dateOfBirth: yearsAgo(15), favourites: [3] });
    renderApp('/jobs/7');

    const message = await screen.findByText(
      /so you can’t apply yet: .* Save it and come back then!$/,
    );
    await expectSavedFrom(message, calls, 7);
  });

  it('shows a job the applicant too young already saved as saved, and forgets it', async () => {
    signInApplicant();
    const { calls } = serve({ dateOfBirth: yearsAgo(15), favourites: [3, 7] });
    renderApp('/jobs/7');

    const save = await screen.findByRole('button', { name: 'Save to favorites' });
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'false'));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.searchParams.get('is_favourite')).toBe('false');
  });

  it('asks an applicant without a date of birth to add one', async () => {
    signInApplicant();
    serve({ dateOfBirth: null });
    renderApp('/jobs/7');

    expect(await screen.findByText(/Add your date of birth to your profile/)).toBeVisible();
    expectLink('Profile Settings', '/applicant/dashboard/profile');
    for (const button of applyButtons()) expect(button).toBeDisabled();
  });

  it('shows an applicant who already applied when, the status and My Applications', async () => {
    signInApplicant();
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    serve({
      application: {
        id: 3,
        job_id: 7,
        job_title: 'Weekend Dog Walker',
        company_name: 'Happy Tails',
        applied_at: twoDaysAgo,
        status: 'interview_scheduled',
        status_changed_at: twoDaysAgo,
      },
    });
    renderApp('/jobs/7');

    expect((await screen.findAllByText('You applied 2d ago'))[0]).toBeVisible();
    expect(screen.getAllByText('Interview Scheduled')[0]).toBeVisible();
    expectNoApplyNow();
    expect(screen.getAllByRole('link', { name: 'My Applications' })[0]).toHaveAttribute(
      'href',
      '/applicant/dashboard/applications',
    );
  });

  it('offers no Apply Now for a job that is not taking applications', async () => {
    signInApplicant();
    serve({ job: { status: 'archived' } });
    renderApp('/jobs/7');

    expect(
      await screen.findByText('This job is not open any more, so it cannot take applications.'),
    ).toBeVisible();
    for (const button of applyButtons()) expect(button).toBeDisabled();
  });

  it('says a job no longer on the board may have closed', async () => {
    signInApplicant();
    mockFetch(() => jsonResponse({ message: 'Job not found' }, { status: 404 }));
    renderApp('/jobs/7');

    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeVisible();
    expect(screen.getByText(/It may have closed/)).toBeVisible();
    expectNoApplyNow();
  });
});

describe('Job detail page: a business', { timeout: 20_000 }, () => {
  it('that posted the job gets Edit and View applications instead of Apply Now', async () => {
    saveSession({ token: 't', userId: 3, role: 'business', name: 'Happy Tails' });
    serve({ job: { is_owner: true } });
    renderApp('/jobs/7');

    const header = await screen.findByRole('heading', { level: 1, name: 'Weekend Dog Walker' });
    expect(header).toBeVisible();
    // The owner's actions load with Material UI once the page knows who is signed in.
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Edit' })).toHaveLength(2));
    const edits = screen.getAllByRole('link', { name: 'Edit' });
    for (const edit of edits) expect(edit).toHaveAttribute('href', '/business/jobs/7/edit');
    for (const view of screen.getAllByRole('link', { name: 'View applications' })) {
      expect(view).toHaveAttribute('href', '/business/jobs/7/applications');
    }
    expectNoApplyNow();
  });

  it('reading its own draft is not sent to a company page the public cannot see yet', async () => {
    saveSession({ token: 't', userId: 3, role: 'business', name: 'Happy Tails' });
    serve({ job: { is_owner: true, status: 'draft' } });
    renderApp('/jobs/7');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Weekend Dog Walker' }),
    ).toBeVisible();
    expect(screen.getAllByText('Happy Tails').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Happy Tails' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^All open jobs at/ })).toBeNull();
  });

  it('that did not post it still meets SPEC’s red refusal on Apply Now', async () => {
    saveSession({ token: 't', userId: 4, role: 'business', name: 'Other Shop' });
    serve();
    renderApp('/jobs/7');

    const [button] = await screen.findAllByRole('link', { name: /Apply Now/ });
    await userEvent.click(button as HTMLElement);
    const card = button?.parentElement as HTMLElement;
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'You are not allowed to apply to this job as a business user',
    );
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});
