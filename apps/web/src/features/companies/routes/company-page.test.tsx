import type { CompanyPage } from '@firstshift/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectLink } from '../../../testing/expect-link';
import { buildCompanyPage } from '../../../testing/job-builders';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';

function serveCompany(company: CompanyPage | null) {
  return mockFetch(({ url }) =>
    company && url.pathname === `/api/companies/${company.id}`
      ? jsonResponse({ ...company, page: Number(url.searchParams.get('page') ?? 1) })
      : jsonResponse({ message: 'Company not found' }, { status: 404 }),
  );
}

describe('Company page', { timeout: 20_000 }, () => {
  it('says who the business is, how quickly it answers, and lists its open jobs', async () => {
    serveCompany(buildCompanyPage());
    renderApp('/companies/8');

    const name = await screen.findByRole('heading', { level: 1, name: 'Happy Tails' });
    const header = within(name.parentElement as HTMLElement);
    expect(header.getByText('Pet Care')).toBeVisible();
    expect(header.getByText('Austin, TX')).toBeVisible();
    expect(screen.getByText('Usually responds within 2 days')).toBeVisible();
    expect(screen.getByText(/answered 12 of the 15 applications/)).toBeVisible();
    expect(screen.getByText('A family-run pet care business.')).toBeVisible();
    const jobs = screen.getByRole('region', { name: 'Open jobs (2)' });
    expectLink('Dog Walker', '/jobs/21', within(jobs));
    expectLink('Kennel Helper', '/jobs/22', within(jobs));
    // Each card would name the company the page is about: they do not.
    expect(within(jobs).queryByRole('link', { name: 'Happy Tails' })).toBeNull();
    expect(document.title).toBe('Happy Tails | FirstShift');
  });

  it('says so when too few applications were answered to tell', async () => {
    serveCompany(
      buildCompanyPage({ response_time: { median_hours: null, answered: 1, received: 4 } }),
    );
    renderApp('/companies/8');

    expect(
      await screen.findByText(
        'Not enough answered applications in the past year to say how quickly it responds.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/answered \d+ of the \d+ applications/)).toBeNull();
  });

  it('pages through many open jobs with links', async () => {
    const { calls } = serveCompany(buildCompanyPage({ active_job_count: 45 }));
    renderApp('/companies/8');

    const pager = await screen.findByRole('navigation', { name: /pagination/i });
    expectLink('Go to page 2', '/companies/8?page=2', within(pager));
    await userEvent.click(within(pager).getByRole('link', { name: 'Go to page 3' }));
    await screen.findByRole('link', { name: 'page 3' });
    expect(calls.at(-1)?.url.searchParams.get('page')).toBe('3');
  });

  it('says a business with no open job is not hiring, and offers every other job', async () => {
    serveCompany(buildCompanyPage({ active_job_count: 0, jobs: [] }));
    renderApp('/companies/8');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'No open jobs right now' }),
    ).toBeVisible();
    expect(screen.getByText(/Happy Tails is not hiring on FirstShift at the moment/)).toBeVisible();
    expectLink('Browse all jobs', '/jobs');
  });

  it('says "Company not found" for an address that names none, with the way on', async () => {
    serveCompany(null);
    renderApp('/companies/999');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Company not found' }),
    ).toBeVisible();
    expectLink('Browse all jobs', '/jobs');
    expect(document.title).toBe('Company not found | FirstShift');
  });

  it('says the company could not be loaded when the server fails', async () => {
    mockFetch(() => jsonResponse({ message: 'Database unavailable' }, { status: 503 }));
    renderApp('/companies/8');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the company');
  });
});
