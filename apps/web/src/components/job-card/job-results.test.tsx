import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildJobSummary } from '../../testing/job-builders';
import { jsonResponse, mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

describe('Job results: nothing found', () => {
  it('offers "Clear filters", which lists every job in the chosen order', async () => {
    const everyJob = [buildJobSummary({ title: 'Barista' }), buildJobSummary({ title: 'Tutor' })];
    const { calls } = mockFetch((call) =>
      call.url.searchParams.has('search')
        ? jsonResponse([], { headers: { 'X-Total-Count': '0' } })
        : jsonResponse(everyJob, { headers: { 'X-Total-Count': '2' } }),
    );
    const { currentUrl } = renderApp('/jobs?search=astronaut&city=Nowhere&sort=title');

    expect(await screen.findByText('No jobs match your search.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Clear filters' }));

    expect(await screen.findByRole('heading', { name: '2 jobs found' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Barista/ })).toBeVisible();
    await waitFor(() => expect(currentUrl()).toBe('/jobs?sort=title'));
    expect(screen.getByRole('searchbox', { name: 'Job title or keyword' })).toHaveValue('');
    expect(Object.fromEntries(calls.at(-1)?.url.searchParams ?? [])).toEqual({
      sort: 'title',
      skip: '0',
      limit: '20',
    });
  });
});
