import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildJobSummary } from '../../testing/job-builders';
import { mockWindowWidth } from '../../testing/match-media';
import { jsonResponse, mockFetch } from '../../testing/mock-fetch';
import { renderApp } from '../../testing/render-app';

const serveJobs = () =>
  mockFetch(() => jsonResponse([buildJobSummary()], { headers: { 'X-Total-Count': '1' } }));
const params = (url: string) =>
  Object.fromEntries(new URL(url, 'http://localhost').searchParams.entries());

describe('Job search filters on a phone', () => {
  it('keeps the filters in a sheet and shows those in force as chips to remove', async () => {
    mockWindowWidth(390);
    serveJobs();
    const { currentUrl } = renderApp('/jobs?search=dog&city=Raleigh&job_type=part-time');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: '1 job found' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Job title or keyword' })).toHaveValue('dog');
    expect(screen.queryByRole('combobox', { name: 'Job Type' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove Raleigh' }));
    await waitFor(() =>
      expect(params(currentUrl())).toEqual({ search: 'dog', job_type: 'part-time' }),
    );
    expect(screen.queryByRole('button', { name: 'Remove Raleigh' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('combobox', { name: 'Job Type' })).toHaveValue('part-time');
    await user.selectOptions(
      within(sheet).getByRole('combobox', { name: 'Work Format' }),
      'Virtual',
    );
    await user.click(within(sheet).getByRole('button', { name: 'High School Welcome' }));
    await user.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() =>
      expect(params(currentUrl())).toEqual({
        search: 'dog',
        job_type: 'part-time',
        work_format: 'virtual',
        hsWelcome: 'true',
      }),
    );
    expect(screen.getByRole('button', { name: 'Remove Virtual' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove High School Welcome' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(params(currentUrl())).toEqual({ search: 'dog' }));
    expect(screen.getByRole('button', { name: 'Filters' })).toBeVisible();
  });

  it('shows a radius search as one chip, which takes the distance and its ZIP code away', async () => {
    mockWindowWidth(390);
    serveJobs();
    const { currentUrl } = renderApp('/jobs?city=Portland&zip=97201&radius=10&sort=distance');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: '1 job found' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove Within 10 miles of 97201' }));
    // Without a centre, distance is no sort: the address keeps none.
    await waitFor(() => expect(params(currentUrl())).toEqual({ city: 'Portland' }));
  });

  it('says a distance without a ZIP code searches nothing near yet, and offers to add one', async () => {
    mockWindowWidth(390);
    serveJobs();
    const { currentUrl } = renderApp('/jobs?radius=10');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: '1 job found' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    expect(screen.getByText(/^Enter a ZIP code to search within 10 miles of it\./)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add a ZIP code' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.type(within(sheet).getByRole('textbox', { name: 'Zip Code' }), '97201');
    await user.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(params(currentUrl())).toEqual({ zip: '97201', radius: '10' }));
    expect(screen.getByRole('button', { name: 'Remove Within 10 miles of 97201' })).toBeVisible();
    expect(screen.queryByText(/^Enter a ZIP code to search within/)).toBeNull();
  });

  it('shows every field at once on a wider screen', async () => {
    mockWindowWidth(1280);
    serveJobs();
    renderApp('/jobs?city=Raleigh');
    expect(await screen.findByRole('heading', { name: '1 job found' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Job Type' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Raleigh');
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
  });
});
