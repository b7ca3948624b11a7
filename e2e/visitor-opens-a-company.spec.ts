import { expect, test } from '@playwright/test';
import { SCREENSHOT_WIDTHS, captureBothWidths, expectAccessible } from './support';

// A parent wants to see who the employer is: from a job's page, the company's name opens the
// company's own page (decision 067), with its other open jobs and how quickly it answers; every
// job card names the company with a link to the same page.
test('a visitor opens a company page from a job, and from a card', async ({ page }) => {
  await page.setViewportSize(SCREENSHOT_WIDTHS[0][1]);
  await page.goto('/jobs');
  const firstTitle = page.getByRole('main').locator('h3 a[href^="/jobs/"]').first();
  const jobTitle = (await firstTitle.textContent()) ?? '';
  await firstTitle.click();
  await expect(page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
  const jobPath = new URL(page.url()).pathname;

  // The job's header names the company, as a link to its page.
  const header = page.getByRole('main').locator('a[href^="/companies/"]').first();
  const company = (await header.textContent()) ?? '';
  expect(company).not.toBe('');
  await header.click();
  await expect(page).toHaveURL(/\/companies\/\d+$/);
  const companyPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  // The page opens at its top.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Whichever company it is (the newest job may be another journey's, with no applicant yet),
  // one of describeResponseTime's three sentences.
  await expect(
    page.getByText(
      /^(Usually responds within|No response time yet: nobody has applied|Not enough answered applications)/,
    ),
  ).toBeVisible();
  const jobs = page.getByRole('region', { name: /^Open jobs \(\d+\)$/ });
  // The job it came from is among the company's open jobs.
  await expect(jobs.locator(`a[href="${jobPath}"]`)).toHaveText(jobTitle);
  await captureBothWidths(page, 'company');

  // The About the Company card leads to the same page.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
  await page.getByRole('link', { name: `All open jobs at ${company}` }).click();
  await expect(page).toHaveURL(new RegExp(`${companyPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();

  // On Browse jobs, a card's company name opens its page, not the job's.
  await page.goto('/jobs');
  const card = page.getByRole('main').getByRole('listitem').first();
  const cardCompany = card.locator('a[href^="/companies/"]');
  const cardCompanyName = (await cardCompany.textContent()) ?? '';
  await cardCompany.click();
  await expect(page).toHaveURL(/\/companies\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: cardCompanyName })).toBeVisible();
  await expectAccessible(page);
});

test('a company page arrives rendered, and an unknown one answers 404 with the way on', async ({
  page,
}) => {
  await page.goto('/jobs');
  const href = await page
    .getByRole('main')
    .locator('a[href^="/companies/"]')
    .first()
    .getAttribute('href');
  const response = await page.request.get(href ?? '');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('"@type":"Organization"');
  expect(html).toMatch(/Open jobs \(\d+\)/);

  const missing = await page.goto('/companies/987654321');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Company not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse all jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
});
