import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
});
