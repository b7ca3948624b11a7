import { devices, expect, test, type Page } from '@playwright/test';
import { VIEWPORTS, expectAccessible, saveScreenshot, waitForHydration } from './support';

// The landing page, Browse jobs and a job's page are rendered on the server (decision 033):
// the first response already holds the page, which the browser then hydrates as it is, without
// asking the API again for what the page already shows, and without any console complaint.

const PHONE = { viewport: VIEWPORTS.narrow, userAgent: devices['Pixel 7'].userAgent };
const WIDE = { viewport: VIEWPORTS.wide };

/** Console errors and warnings, uncaught errors, and the API reads of a page while it loads. */
function watch(page: Page) {
  const problems: string[] = [];
  const apiReads: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiReads.push(`${url.pathname}${url.search}`);
  });
  return { problems, apiReads };
}

async function firstJobPath(page: Page): Promise<string> {
  await page.goto('/');
  const href = await page
    .getByRole('region', { name: 'Featured Opportunities' })
    .locator('a[href^="/jobs/"]')
    .first()
    .getAttribute('href');
  if (!href) throw new Error('the landing page shows no job');
  return href;
}

for (const [width, options] of [
  ['390', PHONE],
  ['1280', WIDE],
] as const) {
  test(`the public pages arrive rendered and hydrate quietly at ${width} px`, async ({
    browser,
  }) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const jobPath = await firstJobPath(page);
    const pages = [
      { path: '/', name: 'landing', text: 'Featured Opportunities' },
      { path: '/jobs?page=2', name: 'jobs', text: 'jobs found' },
      { path: jobPath, name: 'job', text: 'Job Description' },
    ];

    for (const { path, name, text } of pages) {
      const fresh = await context.newPage();
      const { problems, apiReads } = watch(fresh);
      const response = await fresh.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(await response?.text(), `${path} is in the first response`).toContain(text);

      // Hydrated: React has taken over the rendered markup.
      await waitForHydration(fresh);
      await fresh.waitForLoadState('networkidle');
      await expect(fresh.getByText(text).first()).toBeVisible();
      expect(problems, `console on ${path}`).toEqual([]);
      // The jobs the page shows came with it; only the session check may ask the API.
      expect(
        apiReads.filter((read) => read.startsWith('/api/jobs')),
        `API reads on ${path}`,
      ).toEqual([]);
      await expectAccessible(fresh);
      await saveScreenshot(fresh, `rendered-${name}-${width}`);
      await fresh.close();
    }
    await context.close();
  });
}

test('the page of a job that does not exist answers 404 and says so', async ({ page }) => {
  const { problems } = watch(page);
  const response = await page.goto('/jobs/987654321');
  expect(response?.status()).toBe(404);
  expect(await response?.text()).toContain('Job not found');
  await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse all jobs' })).toBeVisible();
  // The browser reports the 404 of the page itself; nothing else goes wrong.
  expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
});

test('without JavaScript, a visitor searches, turns the page and reads a job', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Featured Opportunities' }).locator('a[href^="/jobs/"]'),
  ).toHaveCount(3);

  // The search on the landing page is a plain form that opens Browse jobs with its results.
  const hero = page.getByRole('search', { name: 'Search jobs' });
  await hero.getByLabel('Job title or keyword').fill('camp');
  await hero.getByRole('button', { name: 'Search Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs\?search=camp/);
  await expect(page.getByText(/^\d+ jobs? found$/)).toBeVisible();
  await expect(page.getByRole('main').locator('a[href^="/jobs/"]').first()).toContainText(/camp/i);

  // Every page of all jobs is a link.
  await page.goto('/jobs');
  await page.getByRole('link', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/\/jobs\?page=2$/);
  await expect(page.getByRole('link', { name: 'page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await saveScreenshot(page, 'no-javascript-jobs-390');

  await page.getByRole('main').locator('a[href^="/jobs/"]').first().click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Job Description' })).toBeVisible();
  await saveScreenshot(page, 'no-javascript-job-390');
  await context.close();
});

test('a tap on Filters before the app has started opens the sheet once it has', async ({
  browser,
}) => {
  // The page is on screen before its code runs (decision 035): hold the code back, tap, let
  // it come.
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const { problems } = watch(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/jobs', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const appStarted = () =>
    page.evaluate(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) =>
        key.startsWith('__reactContainer'),
      ),
    );
  expect(await appStarted()).toBe(false);

  release();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet.getByRole('combobox', { name: 'Job Type' })).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});
