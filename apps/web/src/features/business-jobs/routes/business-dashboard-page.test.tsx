import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusinessDashboard, BusinessJobRow } from '@firstshift/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSession, saveSession } from '../../../lib/session';
import { jsonResponse, mockFetch, type FetchCall } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { expectLink } from '../../../testing/expect-link';

const row = (fields: Partial<BusinessJobRow> & Pick<BusinessJobRow, 'id' | 'title'>) => ({
  location_city: 'Portland',
  location_state: 'OR',
  location_zip: '97201',
  posted_date: '2026-11-02T10:00:00.000Z',
  job_type: ['part-time' as const],
  business_category: 'Pet Care',
  description: 'Walk friendly dogs after school.',
  applicants: 2,
  new_applications: 1,
  status: 'active' as const,
  application_deadline: null,
  updated_at: '2026-11-02T10:00:00.000Z',
  ...fields,
});

const DASHBOARD: BusinessDashboard = {
  metrics: {
    active_jobs: 1,
    total_applications: 1234,
    new_applications_this_month: 7,
    average_response_rate: 42,
  },
  jobs: [
    row({ id: 1, title: 'Dog Walker', application_deadline: '2999-06-01' }),
    row({ id: 2, title: 'Cat Sitter', status: 'draft', posted_date: null }),
    row({
      id: 3,
      title: 'Summer Kennel Helper',
      status: 'archived',
      job_type: ['seasonal'],
      application_deadline: '2020-08-31',
    }),
  ],
};

beforeEach(() => saveSession({ token: 't', userId: 7, role: 'business', name: 'Happy Tails' }));
afterEach(() => sessionStorage.clear());

function serve(onAction: (call: FetchCall) => Response = () => jsonResponse({})) {
  return mockFetch((call) => (call.method === 'GET' ? jsonResponse(DASHBOARD) : onAction(call)));
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('BusinessDashboardPage', () => {
  it('shows the metrics and every job with its status and the actions that status offers', async () => {
    serve();
    renderApp('/business/dashboard');

    expect(await screen.findByText('1,234')).toBeVisible();
    expect(screen.getByText('42%')).toBeVisible();
    expect(screen.getByText('7')).toBeVisible();
    expect(screen.getByText('3 jobs')).toBeVisible();

    const active = card('Dog Walker');
    expect(within(active).getByText('Active')).toBeVisible();
    expect(active.querySelector('[data-status-dot="active"]')).not.toBeNull();
    expect(within(active).getByRole('button', { name: 'Archive Dog Walker' })).toBeVisible();
    expect(within(active).getByRole('button', { name: 'Delete Dog Walker' })).toBeVisible();
    expectLink('Edit Dog Walker', '/business/jobs/1/edit', within(active));
    expect(within(card('Cat Sitter')).getByText('Draft')).toBeVisible();
    expect(
      within(card('Cat Sitter')).getByRole('button', { name: 'Archive Cat Sitter' }),
    ).toBeVisible();

    const archived = card('Summer Kennel Helper');
    expect(archived).toHaveStyle({ borderStyle: 'dashed' });
    expect(archived).not.toHaveStyle({ filter: 'grayscale(1)' });
    expect(archived.querySelector('[data-status-dot="archived"]')).toHaveStyle({
      backgroundColor: '#d64545',
    });
    expect(
      within(archived).getByRole('button', { name: 'Unarchive Summer Kennel Helper' }),
    ).toBeVisible();
    expect(
      within(archived).getByRole('link', { name: 'View Details of Summer Kennel Helper' }),
    ).toHaveAttribute('href', '/business/jobs/3/view');
    expect(within(archived).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(archived).queryByRole('link', { name: /^Edit/ })).toBeNull();

    // The deadline: by when the active job takes applications; why the other was archived.
    expect(within(active).getByText('Apply by Jun 1, 2999')).toBeVisible();
    expect(
      within(archived).getByText(
        'Closed when its deadline, Aug 31, 2020, passed. Unarchive lists it again without a deadline.',
      ),
    ).toBeVisible();
  });

  it('filters by status and by words, keeping both in the address', async () => {
    serve();
    const { currentUrl } = renderApp('/business/dashboard');
    await screen.findByText('3 jobs');
    const user = userEvent.setup();

    const options = within(screen.getByLabelText('Status')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All Jobs', 'Active', 'Archived', 'Draft']);
    await user.selectOptions(screen.getByLabelText('Status'), 'archived');
    expect(screen.getByText('1 of 3 jobs')).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Dog Walker' })).toBeNull();
    expect(currentUrl()).toBe('/business/dashboard?status=archived');

    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await user.type(screen.getByLabelText('Search your jobs'), 'cat');
    expect(screen.getByRole('article', { name: 'Cat Sitter' })).toBeVisible();
    expect(screen.getByText('1 of 3 jobs')).toBeVisible();
    await user.type(screen.getByLabelText('Search your jobs'), 'erpillar');
    expect(screen.getByText('No jobs match your search.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByText('3 jobs')).toBeVisible();
    expect(screen.getByLabelText('Search your jobs')).toHaveValue('');
    expect(currentUrl()).toBe('/business/dashboard');
  });

  it('archives a job, says so and reloads the dashboard', async () => {
    const { calls } = serve(() => jsonResponse({ ...DASHBOARD.jobs[0], status: 'archived' }));
    renderApp('/business/dashboard');
    await screen.findByText('3 jobs');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Archive Dog Walker' }));
    expect(await screen.findByText('Job archived')).toBeVisible();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/dashboard/jobs/1/archive');
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname === '/api/dashboard/')).toHaveLength(2),
    );
  });

  it('asks before deleting, then deletes and says "Job deleted"', async () => {
    const { calls } = serve(() => new Response(null, { status: 204 }));
    renderApp('/business/dashboard');
    await screen.findByText('3 jobs');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Delete Cat Sitter' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this job?' });
    expect(within(dialog).getByText(/“Cat Sitter” will be removed/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Cat Sitter' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Job deleted')).toBeVisible();
    expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe('/api/jobs/2');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server message, or the SPEC text, when an action fails', async () => {
    serve(() => jsonResponse(undefined, { status: 500 }));
    renderApp('/business/dashboard');
    await screen.findByText('3 jobs');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Archive Dog Walker' }));
    expect(await screen.findByText('Failed to archive job (500)')).toBeVisible();
  });

  it('invites a business without jobs to post its first one', async () => {
    mockFetch(() => jsonResponse({ ...DASHBOARD, jobs: [] }));
    renderApp('/business/dashboard');
    expect(await screen.findByRole('heading', { name: 'No jobs yet' })).toBeVisible();
    expect(screen.queryByLabelText('Search your jobs')).toBeNull();
    expectLink('Post your first job', '/business/jobs/new');
  });

  it('says when the dashboard cannot be loaded, and retries', async () => {
    let fail = true;
    mockFetch(() => (fail ? jsonResponse(undefined, { status: 503 }) : jsonResponse(DASHBOARD)));
    renderApp('/business/dashboard');
    expect(await screen.findByText('Failed to load dashboard (503)')).toBeVisible();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('3 jobs')).toBeVisible();
  });

  it('says "Network error loading dashboard" when the request never arrives', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderApp('/business/dashboard');
    expect(await screen.findByText('Network error loading dashboard')).toBeVisible();
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
});
