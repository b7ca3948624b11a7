import { screen, waitFor, within } from '@testing-library/react';
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

describe('Job results: a search the API refuses', () => {
  it('says why, and offers "Clear filters" as the way on', async () => {
    const everyJob = [buildJobSummary({ title: 'Barista' })];
    mockFetch((call) =>
      call.url.searchParams.has('near')
        ? jsonResponse(
            { message: 'Enter a 5-digit ZIP code to search near, such as 97201', field: 'near' },
            { status: 400 },
          )
        : jsonResponse(everyJob, { headers: { 'X-Total-Count': '1' } }),
    );
    const { currentUrl } = renderApp('/jobs?zip=9720&radius=10');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Enter a 5-digit ZIP code to search near, such as 97201');
    await userEvent.setup().click(within(alert).getByRole('link', { name: 'Clear filters' }));

    expect(await screen.findByRole('heading', { name: '1 job found' })).toBeVisible();
    await waitFor(() => expect(currentUrl()).toBe('/jobs'));
  });
});

describe('Job results: nothing within the distance', () => {
  it('says so, and offers the next wider distance', async () => {
    const nearby = [buildJobSummary({ title: 'Farm Stand Helper' })];
    const { calls } = mockFetch((call) =>
      call.url.searchParams.get('radius') === '25'
        ? jsonResponse(nearby, { headers: { 'X-Total-Count': '1' } })
        : jsonResponse([], { headers: { 'X-Total-Count': '0' } }),
    );
    const { currentUrl } = renderApp('/jobs?zip=33101&radius=10&sort=distance');

    expect(
      await screen.findByText('No jobs match your search within 10 miles of 33101.'),
    ).toBeVisible();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Search within 25 miles' }));

    expect(await screen.findByRole('heading', { name: '1 job found' })).toBeVisible();
    await waitFor(() => expect(currentUrl()).toBe('/jobs?zip=33101&radius=25&sort=distance'));
    expect(calls.at(-1)?.url.searchParams.get('near')).toBe('33101');
  });
});

describe('Job results: nothing found with several filters', () => {
  it('offers the search without each filter in turn, the distance kept', async () => {
    const weekdays = [buildJobSummary({ title: 'Library Reading Buddy' })];
    mockFetch((call) =>
      call.url.searchParams.has('weekends')
        ? jsonResponse([], { headers: { 'X-Total-Count': '0' } })
        : jsonResponse(weekdays, { headers: { 'X-Total-Count': '1' } }),
    );
    const { currentUrl } = renderApp(
      '/jobs?zip=43209&radius=10&minimum_age=15&weekends=true&youngHours=true&sort=distance',
    );

    expect(
      await screen.findByText('No jobs match your search within 10 miles of 43209.'),
    ).toBeVisible();
    const ways = screen.getByRole('navigation', { name: 'Search with one filter fewer' });
    expect(
      within(ways)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Without Open to age 15', 'Without Weekends', 'Without Hours fit ages 14–15']);
    await userEvent.setup().click(within(ways).getByRole('link', { name: 'Without Weekends' }));

    expect(await screen.findByRole('heading', { name: '1 job found' })).toBeVisible();
    await waitFor(() =>
      expect(currentUrl()).toBe(
        '/jobs?zip=43209&radius=10&minimum_age=15&youngHours=true&sort=distance',
      ),
    );
  });

  it('offers nothing more than "Clear filters" for a single filter', async () => {
    mockFetch(() => jsonResponse([], { headers: { 'X-Total-Count': '0' } }));
    renderApp('/jobs?weekends=true');
    expect(await screen.findByText('No jobs match your search.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Search with one filter fewer' })).toBeNull();
  });
});
