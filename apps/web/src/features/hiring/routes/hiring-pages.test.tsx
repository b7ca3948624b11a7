import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusinessApplication, JobApplications } from '@firstshift/domain';
import { conversation } from '../../../testing/conversation-builders';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { jsonResponse, mockFetch, type FetchCall } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { expectLink } from '../../../testing/expect-link';

const APPLIED = '2026-11-20T10:00:00.000Z';

const LIST: JobApplications = {
  job: { id: 12, title: 'Bookshop Helper', status: 'active' },
  new_count: 1,
  applications: [
    {
      id: 31,
      first_name: 'Maya',
      last_name: 'Lopez',
      age: 15,
      applied_at: APPLIED,
      status: 'applied',
      status_changed_at: APPLIED,
      is_new: true,
      has_resume: true,
      interview: { status: 'proposed', starts_at: null },
      unread_messages: 0,
    },
    {
      id: 30,
      first_name: 'Sam',
      last_name: 'Lee',
      age: null,
      applied_at: APPLIED,
      status: 'shortlisted',
      status_changed_at: APPLIED,
      is_new: false,
      has_resume: false,
      interview: null,
      unread_messages: 2,
    },
  ],
};

const APPLICATION: BusinessApplication = {
  id: 31,
  job_id: 12,
  job_title: 'Bookshop Helper',
  status: 'applied',
  applied_at: APPLIED,
  status_changed_at: APPLIED,
  first_name: 'Maya',
  last_name: 'Lopez',
  age: 15,
  email: 'maya@example.test',
  phone_number: '+15035550142',
  street_address: '5 Elm St',
  city: 'Portland',
  state: 'OR',
  zip_code: '97201',
  cover_letter: 'I love books.',
  relevant_experience: 'Library volunteer',
  education: 'Lincoln High School',
  availability: 'immediately',
  references: null,
  contact_permission: true,
  resume: { file_name: 'maya.pdf', size_bytes: 52_000, content_type: 'application/pdf' },
  history: [{ status: 'applied', changed_at: APPLIED }],
  next_statuses: ['shortlisted', 'rejected'],
};

beforeEach(() => saveSession({ token: 't', userId: 7, role: 'business', name: 'Rose City Books' }));
afterEach(() => sessionStorage.clear());

const CONVERSATION = conversation({ viewer: 'business', can_propose: true });

function serve(onMove: (call: FetchCall) => Response = () => jsonResponse(APPLICATION)) {
  return mockFetch((call) => {
    if (call.method === 'POST') return onMove(call);
    if (call.url.pathname === '/api/business/jobs/12/applications') return jsonResponse(LIST);
    if (call.url.pathname === '/api/business/applications/31') return jsonResponse(APPLICATION);
    if (call.url.pathname === '/api/applications/31/conversation') {
      return jsonResponse(CONVERSATION);
    }
    return jsonResponse({ message: 'Application not found' }, { status: 404 });
  });
}

describe('Job applications page', () => {
  it('lists who applied with each status, the new ones marked', async () => {
    serve();
    renderApp('/business/jobs/12/applications');
    expect(await screen.findByRole('heading', { name: 'Applications' })).toBeVisible();
    expect(screen.getByText('Bookshop Helper · 2 applications · 1 new')).toBeVisible();
    const maya = screen.getByRole('link', { name: 'Maya Lopez, new, open the application' });
    expect(maya).toHaveAttribute('href', '/business/applications/31');
    expect(within(maya).getByText('Applied')).toBeVisible();
    const sam = screen.getByRole('link', { name: 'Sam Lee, open the application' });
    expect(within(sam).getByText('Shortlisted')).toBeVisible();
    // An interview waiting for its answer, and messages not read yet, show on the list.
    expect(within(maya).getByText('Interview proposed')).toBeVisible();
    expect(within(sam).getByText('2 new messages')).toBeVisible();
    // The age where the applicant gave a date of birth (decision 082).
    expect(within(maya).getByText(/^Age 15 · Applied /)).toBeVisible();
    expect(within(sam).queryByText(/Age/)).toBeNull();
  });

  it('says "Job not found" for a job that is not the business\'s', async () => {
    serve();
    renderApp('/business/jobs/99/applications');
    expect(await screen.findByText('Job not found')).toBeVisible();
  });
});

describe('Application page', () => {
  it('shows what the applicant sent, the history and the moves allowed now', async () => {
    serve();
    renderApp('/business/applications/31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Lopez' })).toBeVisible();
    expect(screen.getByText('I love books.')).toBeVisible();
    expectLink('maya@example.test', 'mailto:maya@example.test');
    // Stored in E.164, shown as people write it, dialled as stored.
    expectLink('(503) 555-0142', 'tel:+15035550142');
    expect(screen.getByText('5 Elm St, Portland, OR 97201')).toBeVisible();
    expect(screen.getByText('Age').nextElementSibling).toHaveTextContent(
      /^15: under 16, so the federal limits on hours for 14- and 15-year-olds apply/,
    );
    expect(screen.getByText('maya.pdf')).toBeVisible();
    // The Apply page's "The employer may contact me by email or phone about this application".
    const contact = screen.getByText(
      'May you contact them by email or phone about this application?',
    );
    expect(contact.nextElementSibling).toHaveTextContent('Yes');
    expect(screen.getByRole('button', { name: 'Download resume' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Shortlist' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Status history' })).getByText('Applied'),
    ).toBeVisible();
  });

  it('shortlists at once and says the applicant has been told', async () => {
    const { calls } = serve(() =>
      jsonResponse({
        ...APPLICATION,
        status: 'shortlisted',
        next_statuses: ['rejected'],
      }),
    );
    renderApp('/business/applications/31');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Shortlist' }));
    expect(
      await screen.findByText('Application marked Shortlisted. Maya has been told.'),
    ).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'shortlisted' });
    // The interview is proposed from its own card: no status button schedules it.
    expect(await screen.findByRole('button', { name: 'Propose interview' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Schedule Interview' })).toBeNull();
  });

  it('asks before rejecting, and shows the server message when a move is refused', async () => {
    const { calls } = serve(() =>
      jsonResponse(
        { message: 'The application changed meanwhile. Reload it and try again.' },
        { status: 409 },
      ),
    );
    renderApp('/business/applications/31');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Maya?' });
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('The application changed meanwhile. Reload it and try again.'),
    ).toBeVisible();
  });
});
