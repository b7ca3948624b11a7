import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SCREENSHOT_WIDTHS, captureBothWidths } from './support';

// A first-time visitor presses Search Jobs without touching the form and sees every job on
// the board; a search that finds nothing offers the way back to all of them.

const activeJobs = async (request: APIRequestContext) =>
  Number((await request.get('/api/jobs/?limit=1')).headers()['x-total-count']);

/**
 * The "{n} jobs found" heading shows every active job: n lies between the board's counts just
 * before and just after (other journeys post and delete jobs at the same time).
 */
async function expectEveryActiveJob(page: Page, request: APIRequestContext, before: number) {
  const heading = page.getByRole('heading', { name: /^[\d,]+ jobs found$/ });
  // The previous search's count stays on show until the new answer lands.
  await expect
    .poll(async () => {
      const shown = Number((await heading.textContent())?.replace(/\D/g, ''));
      const after = await activeJobs(request);
      return shown >= Math.min(before, after) && shown <= Math.max(before, after);
    })
    .toBe(true);
}

test('an untouched landing search lists every active job, and Clear filters undoes a search that finds nothing', async ({
  page,
  request,
}) => {
  expect(await activeJobs(request)).toBeGreaterThan(20);

  for (const [width, viewport] of SCREENSHOT_WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const hero = page.getByRole('search', { name: 'Search jobs' });
    await expect(hero.getByLabel('Category')).toHaveValue('');
    await expect(hero.getByLabel('Category').locator('option:checked')).toHaveText(
      'All categories',
    );
    let before = await activeJobs(request);
    await hero.getByRole('button', { name: 'Search Jobs' }).click();

    await expect(page).toHaveURL(/\/jobs$/);
    await expectEveryActiveJob(page, request, before);

    // Nothing matches: the empty state says so and offers to clear the filters.
    await page.goto('/jobs?search=zzzqxv&sort=title');
    await expect(page.getByText('No jobs match your search.')).toBeVisible();
    if (width === '1280') await captureBothWidths(page, 'jobs-nothing-found');
    before = await activeJobs(request);
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/jobs\?sort=title$/);
    await expectEveryActiveJob(page, request, before);
    await expect(page.getByRole('searchbox', { name: 'Job title or keyword' })).toHaveValue('');
  }
});
