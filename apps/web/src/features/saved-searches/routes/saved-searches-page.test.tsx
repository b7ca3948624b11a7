import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedSearch } from '@firstshift/domain';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { jsonResponse, mockFetch, type FetchCall } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { SavedSearchesPage } from './saved-searches-page';
import { expectLink } from '../../../testing/expect-link';

const routes: RouteObject[] = [
  { path: '/applicant/dashboard/saved-searches', element: <SavedSearchesPage /> },
  { path: '/applicant/dashboard/job-search', element: <h1>Job Search page</h1> },
];

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const PETS: SavedSearch = {
  id: 7,
  name: 'Pets after school',
  filters: {
    city: 'Springfield',
    state: 'IL',
    business_category: 'Pet Care',
    afterSchool: true,
    sort: 'date',
  },
  last_checked_at: hoursAgo(3),
  created_at: hoursAgo(30),
  new_jobs: 4,
  new_jobs_capped: false,
};
const TUTOR: SavedSearch = {
  ...PETS,
  id: 8,
  name: 'Tutoring',
  filters: { search: 'tutor' },
  new_jobs: 0,
};

function serve(onChange: (call: FetchCall) => Response = () => jsonResponse({})) {
  return mockFetch((call) =>
    call.method === 'GET' ? jsonResponse([PETS, TUTOR]) : onChange(call),
  );
}

const card = (name: string) => within(screen.getByRole('article', { name }));

beforeEach(() => saveSession({ token: 't', userId: 9, role: 'applicant', firstName: 'Maya' }));

describe('SavedSearchesPage', () => {
  it('shows each saved search with its filters, last check and new jobs', async () => {
    serve();
    renderApp('/applicant/dashboard/saved-searches', routes);

    expect(screen.getByRole('heading', { level: 1, name: 'Saved Searches' })).toBeVisible();
    expect(screen.getByText('Manage your job search alerts')).toBeVisible();
    expectLink('Create New Search', '/applicant/dashboard/job-search');
    await screen.findByRole('article', { name: 'Pets after school' });
    expect(
      card('Pets after school').getByText('Springfield, IL · Pet Care · After-School Hours'),
    ).toBeVisible();
    expect(card('Pets after school').getByText('Last checked 3h ago')).toBeVisible();
    expect(card('Pets after school').getByText('4 new jobs')).toBeVisible();
    expect(card('Tutoring').getByText('“tutor”')).toBeVisible();
    expect(card('Tutoring').getByText('0 new jobs')).toBeVisible();
  });

  it('View Jobs marks the search checked, then opens Job Search with its filters', async () => {
    const { calls } = serve(() => jsonResponse({ ...PETS, new_jobs: 0 }));
    const { currentUrl } = renderApp('/applicant/dashboard/saved-searches', routes);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'View Jobs of Pets after school' }));

    expect(await screen.findByRole('heading', { name: 'Job Search page' })).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.url.pathname).toBe(
      '/api/applicant/saved-searches/7/checked',
    );
    expect(currentUrl()).toBe(
      '/applicant/dashboard/job-search?city=Springfield&state=IL&business_category=petcare&afterSchool=true&sort=date',
    );
  });

  it('renames a search and changes its filters', async () => {
    const { calls } = serve(() =>
      jsonResponse({ ...PETS, name: 'Pets, any time', filters: { city: 'Springfield' } }),
    );
    renderApp('/applicant/dashboard/saved-searches', routes);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Pets after school' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Edit saved search' }));
    const name = dialog.getByRole('textbox', { name: 'Search name' });
    expect(name).toHaveValue('Pets after school');
    expect(dialog.getByRole('textbox', { name: 'City' })).toHaveValue('Springfield');
    await user.clear(name);
    await user.type(name, 'Pets, any time');
    await user.click(dialog.getByRole('button', { name: 'After-School Hours' }));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Saved search updated')).toBeVisible();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/applicant/saved-searches/7');
    expect(put?.body).toEqual({
      name: 'Pets, any time',
      filters: { city: 'Springfield', state: 'IL', business_category: 'petcare', sort: 'date' },
    });
    expect(await screen.findByRole('article', { name: 'Pets, any time' })).toBeVisible();
  });

  it('asks before deleting a search, then deletes it', async () => {
    const { calls } = serve(() => new Response(null, { status: 204 }));
    renderApp('/applicant/dashboard/saved-searches', routes);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete Tutoring' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete this saved search?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Tutoring' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Saved search deleted')).toBeVisible();
    expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe(
      '/api/applicant/saved-searches/8',
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Tutoring' })).toBeNull());
  });

  it('explains saved searches when there is none yet', async () => {
    mockFetch(() => jsonResponse([]));
    renderApp('/applicant/dashboard/saved-searches', routes);
    expect(await screen.findByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
  });

  it('shows why the list could not be loaded', async () => {
    mockFetch(() => jsonResponse({ message: 'Server is resting' }, { status: 503 }));
    renderApp('/applicant/dashboard/saved-searches', routes);
    expect(await screen.findByText('Server is resting')).toBeVisible();
  });
});
