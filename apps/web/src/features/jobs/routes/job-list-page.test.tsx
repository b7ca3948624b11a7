import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildJobDetail, buildJobSummary } from '../../../testing/job-builders';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';

describe('Job list page', () => {
  it('says there are more when the API capped its count', async () => {
    mockFetch(() =>
      jsonResponse([buildJobSummary()], {
        headers: { 'X-Total-Count': '1000', 'X-Total-Count-Capped': 'true' },
      }),
    );
    renderApp('/jobs');
    expect(await screen.findByRole('heading', { name: '1,000+ jobs found' })).toBeInTheDocument();
  });

  it('shows the total from X-Total-Count and a card per job', async () => {
    const jobs = Array.from({ length: 20 }, (_, i) => buildJobSummary({ title: `Job ${i + 1}` }));
    mockFetch(() => jsonResponse(jobs, { headers: { 'X-Total-Count': '57' } }));
    renderApp('/jobs');

    expect(await screen.findByRole('heading', { name: '57 jobs found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Job 20/ })).toBeInTheDocument();
    expect(document.title).toBe('Browse jobs | FirstShift');
    const pagination = screen.getByRole('navigation', { name: /pagination/i });
    // Links, so that search engines and a page read without JavaScript reach every page.
    expect(within(pagination).getByRole('link', { name: 'Go to page 3' })).toHaveAttribute(
      'href',
      '/jobs?page=3',
    );
  });

  it('links each page of results with the filters and sort in force', async () => {
    mockFetch(() => jsonResponse([buildJobSummary()], { headers: { 'X-Total-Count': '45' } }));
    renderApp('/jobs?search=cook&sort=date&page=2');
    const pagination = await screen.findByRole('navigation', { name: /pagination/i });
    const link = (name: string) => within(pagination).getByRole('link', { name });
    expect(link('Go to page 3')).toHaveAttribute('href', '/jobs?search=cook&sort=date&page=3');
    expect(link('Go to page 1')).toHaveAttribute('href', '/jobs?search=cook&sort=date');
  });

  it('sends the URL filters to the API with city, state and zip joined into location', async () => {
    const { calls } = mockFetch(() => jsonResponse([], { headers: { 'X-Total-Count': '0' } }));
    renderApp(
      '/jobs?search=tutor&city=Austin&state=TX&zip=78701&work_format=virtual&sort=date&page=3',
    );

    await screen.findByText('No jobs match your search.');
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      search: 'tutor',
      location: 'Austin, TX, 78701',
      work_format: 'virtual',
      sort: 'date',
      skip: '40',
      limit: '20',
    });
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Austin');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('date');
  });

  it('searches within a distance of the ZIP code, nearest first when asked, with a chip for it', async () => {
    const { calls } = mockFetch(() =>
      jsonResponse([buildJobSummary({ distance_miles: 0 })], { headers: { 'X-Total-Count': '1' } }),
    );
    renderApp('/jobs?city=Portland&zip=97201&radius=5&sort=distance');
    expect(await screen.findByText('Austin, TX · same ZIP code')).toBeVisible();
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      location: 'Portland',
      near: '97201',
      radius: '5',
      sort: 'distance',
      skip: '0',
      limit: '20',
    });
    expect(screen.getByRole('combobox', { name: 'Distance' })).toHaveValue('5');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('distance');
  });

  it('filters on the shifts: weekends, after 3 pm on school days, summer only, the rules for 14–15', async () => {
    const { calls } = mockFetch(() =>
      jsonResponse([buildJobSummary()], { headers: { 'X-Total-Count': '1' } }),
    );
    const { currentUrl } = renderApp('/jobs');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: '1 job found' });
    for (const name of ['Weekends', 'After 3 pm on school days', 'Hours fit ages 14–15']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(screen.getByRole('button', { name: 'Summer only' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Search Jobs' }));
    await waitFor(() =>
      expect(currentUrl()).toBe('/jobs?weekends=true&afterThree=true&youngHours=true'),
    );
    await waitFor(() =>
      expect(Object.fromEntries(calls.at(-1)?.url.searchParams ?? [])).toMatchObject({
        weekends: 'true',
        afterThree: 'true',
        youngHours: 'true',
      }),
    );
  });

  it('says why the API refused a search, and "Failed to load jobs" when it failed', async () => {
    mockFetch(() => jsonResponse({ message: 'Choose 5, 10, 25 or 50 miles' }, { status: 400 }));
    renderApp('/jobs?zip=97201&radius=10');
    expect(await screen.findByText('Choose 5, 10, 25 or 50 miles')).toBeVisible();
  });

  it('asks no deeper than the API pages for a page number typed into the address', async () => {
    const { calls } = mockFetch(() => jsonResponse([], { headers: { 'X-Total-Count': '0' } }));
    renderApp('/jobs?page=99999');

    await screen.findByText('No jobs match your search.');
    expect(calls[0]?.url.searchParams.get('skip')).toBe('10000');
  });

  it('says where the results end for a page past the last, with the way there', async () => {
    mockFetch(() => jsonResponse([], { headers: { 'X-Total-Count': '57' } }));
    renderApp('/jobs?search=cook&page=999');

    expect(await screen.findByText('This page is past the end of the results.')).toBeVisible();
    expect(screen.getByText('They end at page 3.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to page 3' })).toHaveAttribute(
      'href',
      '/jobs?search=cook&page=3',
    );
    expect(screen.getByRole('heading', { name: '57 jobs found' })).toBeInTheDocument();
    expect(screen.queryByText('No jobs match your search.')).toBeNull();
    // No pager claiming a current page that is not shown.
    expect(screen.queryByRole('navigation', { name: /pagination/i })).toBeNull();
  });

  it('shows the empty state when nothing matches', async () => {
    mockFetch(() => jsonResponse([], { headers: { 'X-Total-Count': '0' } }));
    renderApp('/jobs?search=astronaut');
    expect(await screen.findByText('No jobs match your search.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '0 jobs found' })).toBeInTheDocument();
  });

  it('shows the error text when the jobs cannot be loaded', async () => {
    mockFetch(() => jsonResponse({ message: 'boom' }, { status: 500 }));
    renderApp('/jobs');
    expect(await screen.findByText('Failed to load jobs')).toBeInTheDocument();
  });

  it('moves to the next page and back to page 1 on a new search', async () => {
    const { calls } = mockFetch(() =>
      jsonResponse([buildJobSummary()], { headers: { 'X-Total-Count': '45' } }),
    );
    const { currentUrl } = renderApp('/jobs');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: 'Go to page 2' }));
    await waitFor(() => expect(currentUrl()).toBe('/jobs?page=2'));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('skip')).toBe('20'));

    await user.type(screen.getByRole('searchbox', { name: 'Job title or keyword' }), 'cook');
    await user.click(screen.getByRole('button', { name: 'Search Jobs' }));
    await waitFor(() => expect(currentUrl()).toBe('/jobs?search=cook'));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('skip')).toBe('0'));
  });

  it('leads back from a job to the results it was opened from, filters and page kept', async () => {
    const job = buildJobSummary({ id: 7, title: 'Dog Walker' });
    mockFetch((call) =>
      call.url.pathname.endsWith('/jobs/7')
        ? jsonResponse(buildJobDetail({ id: 7, title: 'Dog Walker' }))
        : jsonResponse([job], { headers: { 'X-Total-Count': '45' } }),
    );
    const { currentUrl } = renderApp('/jobs?city=Raleigh&page=2');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Dog Walker' }));
    await waitFor(() => expect(currentUrl()).toBe('/jobs/7'));

    const back = await screen.findByRole('link', { name: 'Back to results' });
    expect(back).toHaveAttribute('href', '/jobs?city=Raleigh&page=2');
    await user.click(back);
    await waitFor(() => expect(currentUrl()).toBe('/jobs?city=Raleigh&page=2'));
  });

  it('leads to every job from a job opened by its address', async () => {
    mockFetch(() => jsonResponse(buildJobDetail({ id: 7 })));
    renderApp('/jobs/7');
    expect(await screen.findByRole('link', { name: 'All jobs' })).toHaveAttribute('href', '/jobs');
  });
});
