import { expect, test } from '@playwright/test';
import { VIEWPORTS, expectAccessible, saveScreenshot } from './support';

const byText = (a: string, b: string) => a.localeCompare(b);

// A visitor who is not signed in searches from the landing page, narrows and sorts the list,
// opens a job and is asked to sign in as a job seeker when they press Apply Now.
test('a visitor searches from the landing page, opens a job and signs in to apply', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.wide);
  await page.goto('/');

  const featured = page.getByRole('region', { name: 'Featured Opportunities' });
  await expect(featured.locator('a[href^="/jobs/"]')).toHaveCount(3);
  await expectAccessible(page);
  await saveScreenshot(page, 'landing-1280');

  const hero = page.getByRole('search', { name: 'Search jobs' });
  await hero.getByLabel('Job title or keyword').fill('barista');
  await hero.getByLabel('Category').selectOption({ label: 'All categories' });
  await hero.getByRole('button', { name: 'Search Jobs' }).click();

  await expect(page).toHaveURL(/\/jobs\?search=barista/);
  await expect(page.getByText(/^\d+ jobs? found$/)).toBeVisible();
  const results = page.getByRole('main').locator('a[href^="/jobs/"]');
  await expect(results.first()).toContainText(/barista/i);
  await expectAccessible(page);

  // Narrow to Raleigh, then sort by title: every result is in Raleigh and titles are in order.
  const filters = page.getByRole('search', { name: 'Search jobs' });
  await filters.getByLabel('City').fill('Raleigh');
  await filters.getByRole('button', { name: 'Search Jobs' }).click();
  await expect(page).toHaveURL(/city=Raleigh/);
  await page.getByLabel('Sort by').selectOption({ label: 'Job Title' });
  await expect(page).toHaveURL(/sort=title/);
  // The previous results stay on screen, faded and busy, until the sorted ones arrive.
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  const cardTitles = page.getByRole('main').locator('h3 a[href^="/jobs/"]');
  await expect
    .poll(async () => {
      const titles = await cardTitles.allTextContents();
      return titles.length > 0 && titles.join('\n') === titles.toSorted(byText).join('\n');
    })
    .toBe(true);
  await saveScreenshot(page, 'jobs-1280');

  await page.getByRole('main').locator('a[href^="/jobs/"]').first().click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  const jobPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const section of [
    'Job Description',
    'Key Responsibilities',
    'Requirements & Qualifications',
    'What We Offer',
    'Job Details',
    'About the Company',
  ]) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  await expectAccessible(page);
  await saveScreenshot(page, 'job-detail-1280');

  await page.getByRole('link', { name: 'Apply Now' }).first().click();
  const loginUrl = new URL('/applicant/login', page.url());
  loginUrl.searchParams.set('next', `${jobPath}/apply`);
  await expect(page).toHaveURL(loginUrl.href);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Job Seeker', selected: true })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'login-1280');

  // The demo job seeker signs in and is signed in across the site.
  await page.getByLabel(/^Email/).fill('applicant@demo.firstshift.test');
  await page.getByLabel(/^Password/).fill('Demo1234');
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/applicant\/login/);
  await expect(page.getByRole('button', { name: 'Maya' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user.role'))).toBe('applicant');
});

test('the public pages read well on a phone', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.narrow);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.goto('/business/login');
  await expect(page.getByRole('tab', { name: 'Business', selected: true })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'login-390');
  await page.goto('/');
  await expectAccessible(page);
  await saveScreenshot(page, 'landing-390');

  await page.goto('/jobs?job_type=volunteer');
  await expect(page.getByText(/^\d+ jobs? found$/)).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'jobs-390');

  await page.getByRole('main').locator('a[href^="/jobs/"]').first().click();
  await expect(page.getByRole('heading', { name: 'Job Details' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'job-detail-390');
});

test('an unknown job says so, and an unknown path goes home', async ({ page }) => {
  await page.goto('/jobs/999999');
  await expect(page.getByText('Job not found')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/');
});

test('search engines get the job in the HTML, a sitemap and robots.txt', async ({ request }) => {
  const jobs = await request.get('/api/jobs/?limit=1');
  const job = ((await jobs.json()) as { id: number; title: string }[])[0];
  if (!job) throw new Error('the demo data has no active job');
  const html = await (await request.get(`/jobs/${job.id}`)).text();
  expect(html).toContain('application/ld+json');
  expect(html).toContain('"@type":"JobPosting"');
  expect(html).toContain(JSON.stringify(job.title).replaceAll('<', '\\u003c'));
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/jobs/${job.id}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
});
