import { type Locator, devices, expect, test, type Page } from '@playwright/test';
import { VIEWPORTS, captureBothWidths, expectAccessible, saveScreenshot } from './support';

// On a 390 px phone the first job shows on the first screen, the filters live in a sheet with
// the ones in force as chips, and the applicant area names every page it offers.

async function signInAsDemoApplicant(page: Page) {
  await page.goto('/applicant/login');
  await page.getByLabel(/^Email/).fill('applicant@demo.firstshift.test');
  await page.getByLabel(/^Password/).fill('Demo1234');
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/applicant\/dashboard$/);
}

/** A button a finger can hit: at least 40 px tall. */
async function expectTallEnough(button: Locator) {
  expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(40);
}

test('on a phone the first job is on the first screen and the filters are a sheet with chips', async ({
  browser,
}) => {
  // A phone's browser says it is one, and the server lays the page out for it (decision 033).
  const phone = await browser.newContext({
    viewport: VIEWPORTS.narrow,
    userAgent: devices['Pixel 7'].userAgent,
  });
  const page = await phone.newPage();
  await page.goto('/jobs');
  const firstCard = page.getByRole('main').locator('a[href^="/jobs/"]').first();
  await expect(firstCard).toBeVisible();
  const box = await firstCard.boundingBox();
  expect(box?.y ?? Infinity).toBeLessThan(VIEWPORTS.narrow.height - 100);

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet.getByRole('combobox', { name: 'Job Type' })).toBeVisible();
  await sheet.getByRole('combobox', { name: 'Job Type' }).selectOption('part-time');
  await sheet.getByRole('button', { name: 'After-School Hours' }).click();
  // A finger's target: the chips are 40 px tall on a phone.
  await expectTallEnough(sheet.getByRole('button', { name: 'After-School Hours' }));
  await expectAccessible(page);
  await saveScreenshot(page, 'jobs-filters-sheet-390');
  await sheet.getByRole('button', { name: 'Show results' }).click();

  await expect(page).toHaveURL(/job_type=part-time/);
  await expect(page).toHaveURL(/afterSchool=true/);
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Part-time' })).toBeVisible();
  await expectTallEnough(page.getByRole('button', { name: 'Remove Part-time' }));
  await expectTallEnough(page.getByRole('button', { name: 'Filters (2)' }));
  await expect(firstCard).toBeInViewport();
  await captureBothWidths(page, 'jobs-filters-in-force');

  await page.setViewportSize(VIEWPORTS.narrow);
  await page.getByRole('button', { name: 'Remove Part-time' }).click();
  await expect(page).not.toHaveURL(/job_type=/);
  await expect(page.getByRole('button', { name: 'Remove Part-time' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  await phone.close();
});

test('the applicant area on a phone names its pages, and the bell opens the notifications', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.narrow);
  await signInAsDemoApplicant(page);

  const bar = page.getByTestId('applicant-bottom-nav');
  for (const name of ['Overview', 'Job Search', 'Favorites', 'My Applications']) {
    await expect(bar.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /sidebar$/ })).toHaveCount(0);
  await expectAccessible(page);
  await saveScreenshot(page, 'applicant-bottom-nav-390');

  await bar.getByRole('link', { name: 'Favorites' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Favorite Jobs' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Favorites' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await bar.getByRole('button', { name: 'More' }).click();
  const more = page.getByRole('dialog', { name: 'More' });
  await expect(more.getByRole('link', { name: 'Saved Searches' })).toBeVisible();
  await expectAccessible(page);
  await more.getByRole('link', { name: 'Notification Settings' }).click();
  await expect(page).toHaveURL(/\/applicant\/dashboard\/notifications$/);
  await expect(page.getByRole('switch', { name: 'New Job Matches' })).toBeVisible();

  // The bell lists the notifications themselves, within the phone's width.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Notifications', { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Notification Settings' })).toBeVisible();
  const menuBox = await menu.boundingBox();
  expect(menuBox?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((menuBox?.x ?? 0) + (menuBox?.width ?? Infinity)).toBeLessThanOrEqual(
    VIEWPORTS.narrow.width,
  );
  await saveScreenshot(page, 'notifications-bell-390');
});
