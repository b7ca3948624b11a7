import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobSummary } from '@firstshift/domain';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildJobSummary } from '../../../testing/job-builders';
import { buildApplicantProfile } from '../../../testing/user-builders';
import { jsonResponse, mockFetch, type FetchCall } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { JobSearchPage } from './job-search-page';
import { expectLink } from '../../../testing/expect-link';
import { cx } from '../../../theme/class-names';

const routes: RouteObject[] = [
  { path: '/applicant/dashboard/job-search', element: <JobSearchPage /> },
];

const page = (jobs: JobSummary[], total: number) =>
  jsonResponse(jobs, { headers: { 'X-Total-Count': String(total) } });

const searches = (calls: FetchCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/jobs/');

const card = (title: string) =>
  screen
    .getByRole('heading', { name: title })
    .closest<HTMLElement>(`.${cx.jobCard}`) as HTMLElement;

beforeEach(() => saveSession({ token: 't', userId: 9, role: 'applicant', firstName: 'Maya' }));

describe('JobSearchPage', () => {
  it('loads the first 20 jobs of the filters in the address, city, state and zip joined', async () => {
    const { calls } = mockFetch(() => page([buildJobSummary({ title: 'Lifeguard' })], 1));
    renderApp(
      '/applicant/dashboard/job-search?search=lifeguard&city=Austin&state=TX&zip=78701&afterSchool=true',
      routes,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Job Search' })).toBeVisible();
    expect(screen.getByText('Find your perfect opportunity')).toBeVisible();
    expect(screen.getByText('Loading jobs...')).toBeVisible();
    expect(await screen.findByRole('heading', { name: '1 job found' })).toBeVisible();
    expect(Object.fromEntries(searches(calls)[0]?.url.searchParams ?? [])).toEqual({
      search: 'lifeguard',
      location: 'Austin, TX, 78701',
      afterSchool: 'true',
      sort: 'relevance',
      skip: '0',
      limit: '20',
    });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer t');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Austin');
    expect(document.title).toBe('Job Search | FirstShift');
  });

  it('shows each job with its facts, at most 3 chips, View Details and Apply', async () => {
    const job = buildJobSummary({
      id: 42,
      title: 'Dog Walker',
      company: 'Happy Tails',
      applicants: 3,
      job_type: ['part-time', 'seasonal'],
      business_category: 'Pet Care',
      work_format: 'hybrid',
    });
    mockFetch(() => page([job], 1));
    renderApp('/applicant/dashboard/job-search', routes);

    await screen.findByRole('heading', { name: 'Dog Walker' });
    const dogWalker = within(card('Dog Walker'));
    expect(dogWalker.getByText('Happy Tails')).toBeVisible();
    expect(dogWalker.getByText('Austin, TX')).toBeVisible();
    expect(dogWalker.getByText('3 applicants')).toBeVisible();
    expect(dogWalker.getByText('Posted 2h ago')).toBeVisible();
    expect(dogWalker.getByText('Part-time')).toBeVisible();
    expect(dogWalker.getByText('Seasonal')).toBeVisible();
    expect(dogWalker.getByText('Pet Care')).toBeVisible();
    expect(dogWalker.queryByText('Hybrid')).toBeNull();
    expectLink('View Details of Dog Walker', '/jobs/42', dogWalker);
    expectLink('Apply to Dog Walker', '/jobs/42/apply', dogWalker);
  });

  it('runs a new search from the filters and sorts, keeping both in the address', async () => {
    const { calls } = mockFetch(() => page([], 0));
    const { currentUrl } = renderApp('/applicant/dashboard/job-search', routes);
    await screen.findByText('No jobs match your search.');
    const user = userEvent.setup();

    await user.type(screen.getByRole('searchbox', { name: 'Job title or keyword' }), 'tutor');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Work Format' }), 'virtual');
    await user.click(screen.getByRole('button', { name: 'High School Welcome' }));
    await user.click(screen.getByRole('button', { name: 'Search Jobs' }));
    await waitFor(() =>
      expect(currentUrl()).toBe(
        '/applicant/dashboard/job-search?search=tutor&work_format=virtual&hsWelcome=true',
      ),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'date');
    await waitFor(() => expect(currentUrl()).toContain('&sort=date'));
    await waitFor(() => expect(searches(calls).at(-1)?.url.searchParams.get('sort')).toBe('date'));
    expect(searches(calls).at(-1)?.url.searchParams.get('hsWelcome')).toBe('true');
    expect(screen.getByRole('heading', { name: '0 jobs found' })).toBeVisible();
  });

  it('loads 20 more at a time when there are more than 20', async () => {
    const first = Array.from({ length: 20 }, (_, i) => buildJobSummary({ title: `Job ${i + 1}` }));
    const { calls } = mockFetch(({ url }) =>
      url.searchParams.get('skip') === '0'
        ? page(first, 23)
        : page([buildJobSummary({ title: 'Job 21' })], 23),
    );
    renderApp('/applicant/dashboard/job-search', routes);

    expect(await screen.findByRole('heading', { name: '23 jobs found' })).toBeVisible();
    expect(screen.getByText('Showing 20 of 23')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Job 21' })).toBeVisible();
    expect(searches(calls).at(-1)?.url.searchParams.get('skip')).toBe('20');
    expect(screen.getByRole('heading', { name: 'Job 1' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says "Error: {message}", with SPEC\'s text when the server gives none', async () => {
    mockFetch(() => jsonResponse(undefined, { status: 500 }));
    renderApp('/applicant/dashboard/job-search', routes);
    expect(await screen.findByText('Error: Failed to search jobs')).toBeVisible();
  });

  it('favourites a job at once and puts the heart back when that fails', async () => {
    let fail = false;
    const { calls } = mockFetch((call) => {
      if (call.method === 'POST') {
        return fail
          ? jsonResponse(undefined, { status: 500 })
          : jsonResponse({ job_id: 42, is_favourite: true });
      }
      return page([buildJobSummary({ id: 42, title: 'Dog Walker', is_favourite: false })], 1);
    });
    renderApp('/applicant/dashboard/job-search', routes);
    const heart = await screen.findByRole('button', { name: 'Favorite Dog Walker' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    const user = userEvent.setup();

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/applicant/42/favourite');
    expect(post?.url.searchParams.get('is_favourite')).toBe('true');

    fail = true;
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    await user.click(heart);
    expect(await screen.findByText('Failed to toggle favorite')).toBeVisible();
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.url.search).toBe('?is_favourite=false');
  });

  it('saves the search shown under a name suggested from its filters', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'POST'
        ? jsonResponse({ id: 1, name: 'x' }, { status: 201 })
        : page([buildJobSummary()], 1),
    );
    renderApp(
      '/applicant/dashboard/job-search?city=Springfield&state=IL&business_category=petcare&afterSchool=true&sort=date',
      routes,
    );
    await screen.findByRole('heading', { name: '1 job found' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Save Search' }));
    const dialog = screen.getByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByRole('textbox', { name: 'Search name' });
    expect(name).toHaveValue('Springfield, IL · Pet Care · After-School Hours');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save Search' }));
    expect(within(dialog).getByText('Give this search a name')).toBeVisible();

    await user.type(name, 'Pets after school');
    await user.click(within(dialog).getByRole('button', { name: 'Save Search' }));
    expect(await screen.findByText('Search saved')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.url.pathname).toBe(
      '/api/applicant/saved-searches',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Pets after school',
      filters: {
        city: 'Springfield',
        state: 'IL',
        business_category: 'petcare',
        afterSchool: true,
        sort: 'date',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

// Decision 068: "within 10 miles" of a ZIP code, or of the applicant's own.
describe('JobSearchPage within a distance', () => {
  it('measures a distance chosen without a ZIP code from the applicant’s own, and offers Distance as a sort', async () => {
    const { calls } = mockFetch((call) =>
      call.url.pathname === '/api/auth/user_details'
        ? jsonResponse(
            buildApplicantProfile({
              applicant_profile: {
                address_line1: null,
                address_line2: null,
                city: 'Portland',
                state: 'OR',
                zip_code: '97201',
              },
            }),
          )
        : page([buildJobSummary({ title: 'Barista', distance_miles: 3.24 })], 1),
    );
    const { currentUrl } = renderApp('/applicant/dashboard/job-search', routes);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: '1 job found' });
    const sortOptions = () =>
      within(screen.getByRole('combobox', { name: 'Sort by' }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(sortOptions()).not.toContain('Distance');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Distance' }), 'Within 10 miles');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('97201'),
    );
    await user.click(screen.getByRole('button', { name: 'Search Jobs' }));
    await waitFor(() =>
      expect(currentUrl()).toBe('/applicant/dashboard/job-search?zip=97201&radius=10'),
    );
    await waitFor(() =>
      expect(Object.fromEntries(searches(calls).at(-1)?.url.searchParams ?? [])).toMatchObject({
        near: '97201',
        radius: '10',
      }),
    );
    expect(searches(calls).at(-1)?.url.searchParams.has('location')).toBe(false);
    expect(within(card('Barista')).getByText('Austin, TX · 3.2 mi away')).toBeVisible();
    expect(sortOptions()).toContain('Distance');
  });

  it('asks for a ZIP code when a distance has none to measure from', async () => {
    mockFetch((call) =>
      call.url.pathname === '/api/auth/user_details'
        ? jsonResponse(buildApplicantProfile())
        : page([buildJobSummary()], 1),
    );
    renderApp('/applicant/dashboard/job-search', routes);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: '1 job found' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Distance' }), 'Within 25 miles');
    expect(screen.getByRole('textbox', { name: 'Zip Code' })).toHaveAccessibleDescription(
      'Enter a ZIP code to search within 25 miles of it.',
    );
  });

  it('says why the API refused a ZIP code it does not know', async () => {
    mockFetch(() =>
      jsonResponse(
        {
          message:
            "We don't know the ZIP code 00000. Check it, or search by city and state instead.",
          field: 'near',
        },
        { status: 400 },
      ),
    );
    renderApp('/applicant/dashboard/job-search?zip=00000&radius=10', routes);
    expect(
      await screen.findByText(
        "Error: We don't know the ZIP code 00000. Check it, or search by city and state instead.",
      ),
    ).toBeVisible();
  });
});
