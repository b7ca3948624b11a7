import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildJobDetail } from '../../../testing/job-builders';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { routes } from '../../../app/routes';
import { renderApp } from '../../../testing/render-app';
import { expectLink } from '../../../testing/expect-link';

// The apply form and the login screen belong to later work; stand-ins mark where Apply leads.
const withApplyTargets = [
  ...routes,
  { path: '/jobs/:jobId/apply', element: <h1>Application form</h1> },
  { path: '/applicant/login', element: <h1>Sign in</h1> },
];

function serveJob(id: number) {
  const job = buildJobDetail({ id });
  return mockFetch(({ url }) => {
    if (url.pathname === `/api/jobs/${id}`) return jsonResponse(job);
    if (url.pathname === `/api/applicant/applications/job/${id}`) {
      return jsonResponse({ application: null });
    }
    return jsonResponse({ message: 'Job not found' }, { status: 404 });
  });
}

describe('Job detail page', () => {
  it('shows the header, the four sections, the job details and the company', async () => {
    serveJob(42);
    renderApp('/jobs/42');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Weekend Dog Walker' }),
    ).toBeVisible();
    for (const section of [
      'Job Description',
      'Key Responsibilities',
      'Requirements & Qualifications',
      'What We Offer',
      'Job Details',
      'About the Company',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(screen.getByText('Refill water bowls')).toBeInTheDocument();
    expect(screen.getByText('$14 per hour')).toBeInTheDocument();
    expect(screen.getByText('Saturdays 8-11am')).toBeInTheDocument();
    expect(screen.getByText('5 Elm St, Austin, TX 78702')).toBeInTheDocument();
    expect(screen.getByText('7 applicants')).toBeInTheDocument();
    // The company's name, and the card about it, lead to its page.
    expectLink('Happy Tails', '/companies/8');
    expectLink('All open jobs at Happy Tails', '/companies/8');
    // Links to where they lead, so that they work before the page's code has run.
    const applyNow = screen.getAllByRole('link', { name: /Apply Now/ });
    expect(applyNow).toHaveLength(2);
    for (const link of applyNow) {
      expect(link).toHaveAttribute('href', '/applicant/login?next=%2Fjobs%2F42%2Fapply');
    }
    expect(document.title).toBe('Weekend Dog Walker | FirstShift');
  });

  it('takes a signed-in applicant to the application form', async () => {
    saveSession({ token: 't', userId: 5, role: 'applicant', firstName: 'Sam' });
    serveJob(42);
    const { currentUrl } = renderApp('/jobs/42', withApplyTargets);

    const [headerButton] = await screen.findAllByRole('link', { name: /Apply Now/ });
    await userEvent.click(headerButton as HTMLElement);
    await waitFor(() => expect(currentUrl()).toBe('/jobs/42/apply'));
  });

  it('tells a business user it cannot apply, and stays on the page', async () => {
    saveSession({ token: 't', userId: 3, role: 'business', name: 'Happy Tails' });
    serveJob(42);
    const { currentUrl } = renderApp('/jobs/42');

    const buttons = await screen.findAllByRole('link', { name: /Apply Now/ });
    await userEvent.click(buttons[1] as HTMLElement);
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent(
      'You are not allowed to apply to this job as a business user',
    );
    expect(currentUrl()).toBe('/jobs/42');
  });

  it('sends an anonymous visitor to the applicant login, coming back to the form after', async () => {
    serveJob(42);
    const { currentUrl } = renderApp('/jobs/42', withApplyTargets);

    const [headerButton] = await screen.findAllByRole('link', { name: /Apply Now/ });
    await userEvent.click(headerButton as HTMLElement);
    await waitFor(() => expect(currentUrl()).toBe('/applicant/login?next=%2Fjobs%2F42%2Fapply'));
  });

  it('says a job its business has not published yet is not posted, not when it was', async () => {
    const job = buildJobDetail({ id: 43, posted_date: null, status: 'draft', is_owner: true });
    mockFetch(({ url }) =>
      url.pathname === '/api/jobs/43'
        ? jsonResponse(job)
        : jsonResponse({ message: 'Job not found' }, { status: 404 }),
    );
    renderApp('/jobs/43');

    expect(await screen.findByRole('heading', { level: 1, name: job.title })).toBeVisible();
    // In the header and as the job details' "Posted".
    expect(screen.getAllByText('Not posted yet')).toHaveLength(2);
    expect(screen.queryByText(/Unknown/)).not.toBeInTheDocument();
  });

  it('says when the hours fit the rules for 14- and 15-year-olds, and what was not checked', async () => {
    const fitting = buildJobDetail({
      id: 44,
      young_worker_hours_fit: true,
      job_details: {
        category: 'Pet Care',
        compensation: '$14 per hour',
        schedule: 'Sat, Sun 8–11 am',
        duration: '3 months',
      },
    });
    const other = buildJobDetail({ id: 45 });
    mockFetch(({ url }) => {
      if (url.pathname === '/api/jobs/44') return jsonResponse(fitting);
      if (url.pathname === '/api/jobs/45') return jsonResponse(other);
      return jsonResponse({ message: 'Job not found' }, { status: 404 });
    });
    const { unmount } = renderApp('/jobs/44');
    expect(await screen.findByText('Hours fit the rules for 14–15-year-olds')).toBeVisible();
    expect(screen.getByText('Sat, Sun 8–11 am')).toBeInTheDocument();
    expect(screen.getByText(/state’s rules, which may be stricter, are not checked/)).toBeVisible();
    unmount();

    renderApp('/jobs/45');
    expect(await screen.findByRole('heading', { level: 1, name: other.title })).toBeVisible();
    expect(screen.queryByText('Hours fit the rules for 14–15-year-olds')).not.toBeInTheDocument();
  });

  it('says by when to apply, and once that day has ended, that applications closed', async () => {
    const open = buildJobDetail({ id: 46, application_deadline: '2999-06-01' });
    const due = buildJobDetail({ id: 47, application_deadline: '2020-01-31' });
    mockFetch(({ url }) => {
      if (url.pathname === '/api/jobs/46') return jsonResponse(open);
      if (url.pathname === '/api/jobs/47') return jsonResponse(due);
      return jsonResponse({ message: 'Job not found' }, { status: 404 });
    });
    const { unmount } = renderApp('/jobs/46');
    expect(await screen.findByText('Jun 1, 2999')).toBeVisible();
    expect(screen.getByText('Apply by')).toBeVisible();
    expect(screen.getAllByRole('link', { name: /Apply Now/ })).toHaveLength(2);
    unmount();

    renderApp('/jobs/47');
    const note = await screen.findByRole('alert');
    expect(note).toHaveTextContent('Applications for this job closed on Jan 31, 2020.');
    expect(within(note).getByRole('link', { name: 'Browse jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    );
    for (const apply of screen.getAllByRole('button', { name: /Apply Now/ })) {
      expect(apply).toBeDisabled();
    }
    expect(screen.getAllByText('Closed on Jan 31, 2020')).toHaveLength(2);
    expect(screen.getByText('Applications closed')).toBeVisible();
    expect(screen.queryByText('Apply by')).not.toBeInTheDocument();
  });

  it('says "Job not found" for an unknown id', async () => {
    serveJob(42);
    renderApp('/jobs/999');
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeInTheDocument();
    expect(document.title).toBe('Job not found | FirstShift');
  });

  it('shows the load error for any other failure', async () => {
    mockFetch(() => jsonResponse({ message: 'boom' }, { status: 500 }));
    renderApp('/jobs/42');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load job details');
  });
});
