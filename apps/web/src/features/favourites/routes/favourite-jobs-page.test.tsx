import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FavouriteJob } from '@firstshift/domain';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { FavouriteJobsPage } from './favourite-jobs-page';
import { expectLink } from '../../../testing/expect-link';

const routes: RouteObject[] = [
  { path: '/applicant/dashboard/favorites', element: <FavouriteJobsPage /> },
];

const favourite = (fields: Partial<FavouriteJob> & Pick<FavouriteJob, 'id' | 'title'>) => ({
  company: 'Happy Tails',
  location_city: 'Portland',
  location_state: 'OR',
  posted: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  job_type: ['part-time' as const],
  compensation_type: 'hour',
  compensation_amount: 15,
  deadline: null,
  is_favourite: true,
  is_open: true,
  ...fields,
});

beforeEach(() => saveSession({ token: 't', userId: 9, role: 'applicant', firstName: 'Maya' }));

describe('FavouriteJobsPage', () => {
  it('lists the saved jobs with the count, their facts and chips', async () => {
    const { calls } = mockFetch(() =>
      jsonResponse({
        favourites: [
          favourite({ id: 1, title: 'Dog Walker', deadline: '2099-01-31' }),
          favourite({
            id: 2,
            title: 'Tutor',
            compensation_type: 'stipend',
            compensation_amount: 500,
          }),
        ],
        total: 2,
      }),
    );
    renderApp('/applicant/dashboard/favorites', routes);

    expect(screen.getByRole('heading', { level: 1, name: 'Favorite Jobs' })).toBeVisible();
    expect(await screen.findByText("Jobs you've saved for later (2 jobs)")).toBeVisible();
    expect(calls[0]?.url.pathname).toBe('/api/applicant/favourites');
    expect(calls[0]?.url.search).toBe('?skip=0&limit=20');

    const dogWalker = within(screen.getByRole('article', { name: 'Dog Walker' }));
    expect(dogWalker.getByText('Happy Tails')).toBeVisible();
    expect(dogWalker.getByText('Portland, OR')).toBeVisible();
    expect(dogWalker.getByText('Posted 3d ago')).toBeVisible();
    expect(dogWalker.getByText('Apply by Jan 31, 2099')).toBeVisible();
    expect(dogWalker.getByText('Part-time')).toBeVisible();
    expect(dogWalker.getByText('$15')).toBeVisible();
    expect(dogWalker.getByText('per hour')).toBeVisible();
    expect(dogWalker.queryByText(/applicants/)).toBeNull();
    expectLink('View Details of Dog Walker', '/jobs/1', dogWalker);
    expectLink('Apply to Dog Walker', '/jobs/1/apply', dogWalker);
    const tutor = within(screen.getByRole('article', { name: 'Tutor' }));
    expect(tutor.getByText('$500')).toBeVisible();
    expect(tutor.getByText('stipend')).toBeVisible();
    expect(tutor.queryByText(/^Apply by/)).toBeNull();
    expectLink('Find More Jobs', '/applicant/dashboard/job-search');
  });

  it('keeps a job its business took off the board, saying so in place of its links', async () => {
    mockFetch(() =>
      jsonResponse({
        favourites: [
          favourite({ id: 3, title: 'Gift Wrapper', is_open: false, deadline: '2099-01-31' }),
        ],
        total: 1,
      }),
    );
    renderApp('/applicant/dashboard/favorites', routes);
    expect(await screen.findByText("Jobs you've saved for later (1 job)")).toBeVisible();
    const card = within(screen.getByRole('article', { name: 'Gift Wrapper' }));
    expect(card.getByText('No longer taking applications')).toBeVisible();
    expect(card.getByText('The business has taken this job off the board.')).toBeVisible();
    expect(card.queryByRole('link')).toBeNull();
    expect(card.queryByText(/^Apply by/)).toBeNull();
    expect(card.getByRole('button', { name: /Gift Wrapper/ })).toBeVisible();
  });

  it('takes a job off the list when its heart is turned off', async () => {
    let list = [favourite({ id: 1, title: 'Dog Walker' }), favourite({ id: 2, title: 'Tutor' })];
    const { calls } = mockFetch((call) => {
      if (call.method === 'POST') {
        list = list.filter((job) => job.id !== 1);
        return jsonResponse({ job_id: 1, is_favourite: false });
      }
      return jsonResponse({ favourites: list, total: list.length });
    });
    renderApp('/applicant/dashboard/favorites', routes);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Favorite Dog Walker', pressed: true }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Dog Walker' })).toBeNull());
    expect(screen.getByText("Jobs you've saved for later (1 job)")).toBeVisible();
    expect(screen.getByRole('article', { name: 'Tutor' })).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.url.search).toBe('?is_favourite=false');
  });

  it('invites the applicant to browse jobs when there is no favourite', async () => {
    mockFetch(() => jsonResponse({ favourites: [], total: 0 }));
    renderApp('/applicant/dashboard/favorites', routes);
    expect(await screen.findByRole('heading', { name: 'No favorite jobs yet' })).toBeVisible();
    expect(screen.getByText('Start exploring jobs and save the ones you like!')).toBeVisible();
    expectLink('Browse Jobs', '/applicant/dashboard/job-search');
    expect(screen.getByText("Jobs you've saved for later (0 jobs)")).toBeVisible();
  });

  it('says "Failed to fetch favorites" when they cannot be loaded', async () => {
    mockFetch(() => jsonResponse(undefined, { status: 500 }));
    renderApp('/applicant/dashboard/favorites', routes);
    expect(await screen.findByText('Failed to fetch favorites')).toBeVisible();
  });
});
