import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { buildJobSummary } from '../../../testing/job-builders';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';
import { expectLink } from '../../../testing/expect-link';

describe('Landing page', () => {
  it('shows three active jobs as featured opportunities linking to their pages', async () => {
    const jobs = [
      buildJobSummary({ id: 11, title: 'Library Assistant', job_type: ['intern'] }),
      buildJobSummary({ id: 12, title: 'Camp Counselor' }),
      buildJobSummary({ id: 13, title: 'Cashier' }),
    ];
    const { calls } = mockFetch(() => jsonResponse(jobs));
    renderApp('/');

    expect(screen.getByRole('heading', { level: 2, name: 'Featured Opportunities' })).toBeVisible();
    const link = await screen.findByRole('link', { name: 'Library Assistant' });
    expect(link).toHaveAttribute('href', '/jobs/11');
    const card = link.closest('li');
    expect(card).toHaveTextContent('Internship');
    expect(card).toHaveTextContent('Austin, TX');
    // The company's name links to the company's page.
    expectLink('Bean There Café', '/companies/7', within(card as HTMLElement));
    expectLink(/Camp Counselor/, '/jobs/12');
    expectLink(/View All Jobs/, '/jobs');
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      skip: '0',
      limit: '3',
      status: 'active',
    });
    expect(document.title).toBe('FirstShift — local jobs for students and part-time seekers');
  });

  it('says so when the featured jobs cannot be fetched', async () => {
    mockFetch(() => jsonResponse({ message: 'Database unavailable' }, { status: 503 }));
    renderApp('/');
    expect(await screen.findByText('Failed to fetch featured jobs')).toBeInTheDocument();
  });

  it('starts every filter at "any", so an untouched search lists every job', async () => {
    mockFetch(() => jsonResponse([]));
    const { currentUrl } = renderApp('/');
    const user = userEvent.setup();

    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(category).toHaveValue('');
    expect(category).toHaveDisplayValue('All categories');
    await user.click(screen.getByRole('button', { name: 'Search Jobs' }));

    await waitFor(() => expect(currentUrl()).toBe('/jobs'));
  });

  it('puts the chosen filters in the /jobs URL', async () => {
    mockFetch(() => jsonResponse([]));
    const { currentUrl } = renderApp('/');
    const user = userEvent.setup();

    await user.type(screen.getByRole('searchbox', { name: 'Job title or keyword' }), 'barista');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Austin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'TX');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job Type' }), 'Internship');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Pet Care');
    await user.click(screen.getByRole('button', { name: 'High School Welcome' }));
    await user.click(screen.getByRole('button', { name: 'Search Jobs' }));

    await waitFor(() => expect(currentUrl()).toMatch(/^\/jobs\?/));
    const params = new URL(currentUrl(), 'http://localhost').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      search: 'barista',
      city: 'Austin',
      state: 'TX',
      job_type: 'intern',
      business_category: 'petcare',
      hsWelcome: 'true',
    });
  });

  it('searches within 10 miles of a ZIP code typed, which the results page can widen or drop', async () => {
    mockFetch(() => jsonResponse([]));
    const { currentUrl } = renderApp('/');
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'Zip Code' }), ' 43209 ');
    await user.click(screen.getByRole('button', { name: 'Search Jobs' }));

    await waitFor(() => expect(currentUrl()).toBe('/jobs?zip=43209&radius=10'));
  });

  it('shows no notice to someone who came here directly', async () => {
    const { calls } = mockFetch(() => jsonResponse([]));
    renderApp('/');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByText('Sign in as a business to see that page.')).not.toBeInTheDocument();
  });

  it('tells a visitor sent away from a business page to sign in, then returns them there', async () => {
    const { calls } = mockFetch((call) =>
      call.url.pathname === '/api/auth/login'
        ? jsonResponse({
            access_token: 'token-for-shop',
            token_type: 'bearer',
            user_id: 7,
            user_role: 'business',
            user_name: 'Happy Tails',
          })
        : jsonResponse([]),
    );
    const { currentUrl } = renderApp('/business/applications/9');
    expect(await screen.findByText('Sign in as a business to see that page.')).toBeVisible();
    expect(currentUrl()).toBe('/');
    expectLink('Sign In', '/business/login?next=%2Fbusiness%2Fapplications%2F9');

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    await user.type(await screen.findByLabelText(/^Email/), 'shop@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(currentUrl()).toBe('/business/applications/9'));
    expect(calls.some((call) => call.url.pathname === '/api/auth/login')).toBe(true);
  });

  it('tells a signed-in applicant sent away from a business page that it is for businesses', async () => {
    saveSession({ token: 't', userId: 2, role: 'applicant', firstName: 'Maya' });
    mockFetch(() => jsonResponse([]));
    const { currentUrl } = renderApp('/business/dashboard');
    expect(
      await screen.findByText('That page is for businesses. You are signed in as a job seeker.'),
    ).toBeVisible();
    expect(currentUrl()).toBe('/');
    expectLink('Go to My Dashboard', '/applicant/dashboard');
    expect(
      screen.getByRole('button', { name: 'Sign out and sign in as a business' }),
    ).toBeInTheDocument();
  });
});
