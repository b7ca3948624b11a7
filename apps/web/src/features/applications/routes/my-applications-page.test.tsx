import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationListItem } from '@firstshift/domain';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { MyApplicationsPage } from './my-applications-page';

const routes: RouteObject[] = [
  { path: '/applicant/dashboard/applications', element: <MyApplicationsPage /> },
];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const application = (
  fields: Partial<ApplicationListItem> & Pick<ApplicationListItem, 'id' | 'job_title' | 'status'>,
): ApplicationListItem => ({
  job_id: fields.id + 100,
  company_name: 'Happy Tails',
  applied_at: daysAgo(2),
  status_changed_at: daysAgo(1),
  ...fields,
});

const row = (title: string) =>
  within(screen.getByRole('heading', { name: title }).closest('li') as HTMLElement);

beforeEach(() => saveSession({ token: 't', userId: 9, role: 'applicant', firstName: 'Maya' }));

describe('MyApplicationsPage', () => {
  it('lists each application with when it was sent, its status chip and View Details', async () => {
    const { calls } = mockFetch(() =>
      jsonResponse(
        [
          application({ id: 1, job_title: 'Dog Walker', status: 'applied' }),
          application({
            id: 2,
            job_title: 'Barista',
            status: 'shortlisted',
            applied_at: daysAgo(40),
          }),
          application({
            id: 3,
            job_title: 'Tutor',
            status: 'interview_scheduled',
            interview: { status: 'confirmed', starts_at: '2026-12-01T20:00:00.000Z' },
          }),
          application({ id: 4, job_title: 'Cashier', status: 'rejected' }),
          application({
            id: 7,
            job_title: 'Usher',
            status: 'shortlisted',
            interview: { status: 'proposed', starts_at: null },
            unread_messages: 2,
          }),
          application({ id: 5, job_title: 'Lifeguard', status: 'accepted' }),
          application({ id: 6, job_title: 'Camp Helper', status: 'applied', job_id: null }),
        ],
        { headers: { 'X-Total-Count': '7' } },
      ),
    );
    renderApp('/applicant/dashboard/applications', routes);

    expect(screen.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
    expect(screen.getByText('Track your job application status')).toBeVisible();
    await screen.findByRole('heading', { name: 'Dog Walker' });
    expect(calls[0]?.url.pathname).toBe('/api/applicant/applications/my');
    expect(calls[0]?.url.search).toBe('?skip=0&limit=20');

    expect(row('Dog Walker').getByText('Happy Tails')).toBeVisible();
    expect(row('Dog Walker').getByText('Applied 2d ago')).toBeVisible();
    expect(row('Barista').getByText('Applied 1mo ago · status updated 1d ago')).toBeVisible();
    const chip = (title: string) =>
      row(title).getByText(/^(Under Review|Interview Scheduled|Rejected|Accepted)$/);
    expect(chip('Dog Walker')).toHaveTextContent('Under Review');
    expect(chip('Dog Walker').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(chip('Barista')).toHaveTextContent('Under Review');
    expect(chip('Tutor')).toHaveTextContent('Interview Scheduled');
    expect(chip('Tutor').closest('.MuiChip-root')).toHaveClass('MuiChip-colorInfo');
    expect(chip('Cashier').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(chip('Lifeguard')).toHaveTextContent('Accepted');
    expect(chip('Lifeguard').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');

    expect(
      row('Dog Walker').getByRole('link', { name: 'View Details of Dog Walker' }),
    ).toHaveAttribute('href', '/jobs/101');
    expect(row('Camp Helper').getByText('Job removed')).toBeVisible();
    expect(row('Camp Helper').queryByRole('link', { name: /View Details/ })).toBeNull();
    // Each application opens on its own page: its interview and messages.
    expect(
      row('Camp Helper').getByRole('link', { name: 'Open your application for Camp Helper' }),
    ).toHaveAttribute('href', '/applicant/dashboard/applications/6');
    expect(row('Usher').getByText('Interview proposed: choose a time')).toBeVisible();
    expect(row('Usher').getByText('2 new messages')).toBeVisible();
    expect(row('Tutor').getByText(/^Interview Tue, Dec 1, 2026/)).toBeVisible();
  });

  it('loads more when there are more than 20', async () => {
    const first = Array.from({ length: 20 }, (_, i) =>
      application({ id: i + 1, job_title: `Job ${i + 1}`, status: 'applied' }),
    );
    const { calls } = mockFetch(({ url }) =>
      jsonResponse(
        url.searchParams.get('skip') === '0'
          ? first
          : [application({ id: 21, job_title: 'Job 21', status: 'applied' })],
        { headers: { 'X-Total-Count': '21' } },
      ),
    );
    renderApp('/applicant/dashboard/applications', routes);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Job 21' })).toBeVisible();
    expect(calls.at(-1)?.url.searchParams.get('skip')).toBe('20');
  });

  it('says why the next 20 could not be loaded, keeping the first 20 and the button', async () => {
    const first = Array.from({ length: 20 }, (_, i) =>
      application({ id: i + 1, job_title: `Job ${i + 1}`, status: 'applied' }),
    );
    mockFetch(({ url }) =>
      url.searchParams.get('skip') === '0'
        ? jsonResponse(first, { headers: { 'X-Total-Count': '21' } })
        : jsonResponse(undefined, { status: 503 }),
    );
    renderApp('/applicant/dashboard/applications', routes);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Failed to fetch applications')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Job 20' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeVisible();
  });

  it("shows the empty state, and SPEC's text when the list cannot be loaded", async () => {
    mockFetch(() => jsonResponse([], { headers: { 'X-Total-Count': '0' } }));
    const { unmount } = renderApp('/applicant/dashboard/applications', routes);
    expect(await screen.findByRole('heading', { name: 'No applications yet' })).toBeVisible();
    unmount();

    mockFetch(() => jsonResponse(undefined, { status: 500 }));
    renderApp('/applicant/dashboard/applications', routes);
    expect(await screen.findByText('Failed to fetch applications')).toBeVisible();
  });
});
