import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobDetail } from '@firstshift/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { expectLink } from '../../../testing/expect-link';
import { buildJobDetail } from '../../../testing/job-builders';
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch';
import { renderApp } from '../../../testing/render-app';

// GET /jobs/{id} answers any business with a job on the board; only the owner's is marked
// `is_owner`. PUT /jobs/{id} answers the owner alone, with the mark.
const THEIRS = buildJobDetail({ id: 42, title: 'Dog Walker' });

beforeEach(() => saveSession({ token: 't', userId: 7, role: 'business', name: 'Bean There' }));
afterEach(() => sessionStorage.clear());

function serve(job: JobDetail) {
  return mockFetch((call) => {
    if (call.method === 'PUT') return jsonResponse({ ...THEIRS, is_owner: true });
    if (call.url.pathname === '/api/jobs/42') return jsonResponse(job);
    return jsonResponse({ message: 'Not found' }, { status: 404 });
  });
}

async function expectRefused() {
  expect(
    await screen.findByText('This job belongs to another business', { exact: false }),
  ).toBeVisible();
  expect(screen.getByText('Posted by Happy Tails.')).toBeVisible();
  expectLink('Business Dashboard', '/business/dashboard');
  expectLink('See the job’s public page', '/jobs/42');
  expect(screen.queryByDisplayValue('Dog Walker')).toBeNull();
  expect(screen.queryByText('Status:')).toBeNull();
  for (const name of ['Save', 'Save & Publish', 'Delete']) {
    expect(screen.queryByRole('button', { name })).toBeNull();
  }
}

describe('A job another business posted', { timeout: 20_000 }, () => {
  it('is refused up front on Edit Job Posting, with a way on', async () => {
    const { calls } = serve(THEIRS);
    renderApp('/business/jobs/42/edit');
    expect(await screen.findByRole('heading', { name: 'Edit Job Posting' })).toBeVisible();
    await expectRefused();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('is refused on View Job Posting, which does not call it the business’s', async () => {
    serve(THEIRS);
    renderApp('/business/jobs/42/view');
    await expectRefused();
    expect(screen.queryByText(/as you posted it/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit Job' })).toBeNull();
  });
});

describe('The business’s own job', { timeout: 20_000 }, () => {
  it('stays on its form after saving', async () => {
    serve({ ...THEIRS, is_owner: true });
    renderApp('/business/jobs/42/edit');
    expect(await screen.findByDisplayValue('Dog Walker')).toBeVisible();
    expect(screen.getByText('Fields marked * are required.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save & Publish' }));
    expect(await screen.findByText('Job details updated')).toBeVisible();
    expect(screen.getByDisplayValue('Dog Walker')).toBeVisible();
    expect(screen.queryByText(/belongs to another business/)).toBeNull();
  });
});
