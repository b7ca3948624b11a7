import { expect, test, type Page } from '@playwright/test';
import { VIEWPORTS, saveScreenshot, waitForHydration } from './support';

// Every new page opens at its top, wherever the link was on the page before; Back and Forward
// return to where the user was on each page.

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const field = (page: Page, name: RegExp) => page.getByRole('main').getByLabel(name);

async function expectAtTop(page: Page) {
  await expect.poll(() => scrollY(page)).toBe(0);
}

test('a job opened from the list starts at its top; Back returns to the same place in the list', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.narrow);
  await page.goto('/jobs');
  // The app's own scrolling is what this journey is about: the app must have the page.
  await waitForHydration(page);
  const cards = page.getByRole('main').locator('a[href^="/jobs/"]');
  await expect(cards.nth(7)).toBeVisible();

  // Far down the list, as a thumb leaves it.
  await cards.nth(7).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  const title = (await cards.nth(7).textContent()) ?? '';
  const opened = page
    .getByRole('main')
    .locator(`a[href="${await cards.nth(7).getAttribute('href')}"]`);
  // Where the card was on the screen: other journeys post jobs meanwhile, and the list the
  // page shows again may have changed above it; the browser then keeps the card in place.
  const cardTop = async () => Math.round((await opened.boundingBox())?.y ?? Number.NaN);
  const screenPosition = await cardTop();
  await opened.click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectAtTop(page);
  await saveScreenshot(page, 'job-opened-from-list-390');

  await page.goBack();
  await expect(opened).toBeInViewport();
  await expect
    .poll(async () => Math.abs((await cardTop()) - screenPosition))
    .toBeLessThanOrEqual(2);
  expect(await scrollY(page)).toBeGreaterThan(1000);

  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectAtTop(page);
});

test('a featured job opened from the landing page starts at its top', async ({ page }) => {
  for (const viewport of [VIEWPORTS.narrow, VIEWPORTS.wide]) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const featured = page
      .getByRole('region', { name: 'Featured Opportunities' })
      .locator('a[href^="/jobs/"]')
      .last();
    await featured.scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
    await featured.click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAtTop(page);
  }
});

test('a business lands at the top of each page: from a dashboard link, and after posting a job', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.narrow);
  await page.goto('/business/login');
  await page.getByLabel(/^Email/).fill('business@demo.firstshift.test');
  await page.getByLabel(/^Password/).fill('Demo1234');
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/business\/dashboard$/);

  // The last job's Edit, at the foot of the dashboard (not Edit Profile, in the page's header,
  // which shows before the jobs have loaded).
  const edits = page
    .getByRole('region', { name: 'Your Jobs' })
    .getByRole('link', { name: /^Edit / });
  await expect(edits.first()).toBeVisible();
  await edits.last().scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
  await edits.last().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Job Posting' })).toBeVisible();
  await expectAtTop(page);

  // Post a new job: the buttons are at the foot of a long form; the dashboard opens at its top.
  await page.goto('/business/jobs/new');
  await expect(field(page, /^Address line 1/)).not.toHaveValue('');
  const title = `Weekend Kennel Helper ${Date.now()}`;
  await field(page, /^Job title/).fill(title);
  await field(page, /^Job type/).selectOption('part-time');
  await field(page, /^Work format/).selectOption('in-person');
  await field(page, /^Minimum age/).selectOption('16');
  await field(page, /^Job description/).fill('Feed, walk and play with the dogs on weekends.');
  const publish = page.getByRole('button', { name: 'Save & Publish' });
  await publish.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
  await publish.click();
  await expect(page.getByText('Job posted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/business\/dashboard$/);
  await expectAtTop(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Business Dashboard' }),
  ).toBeInViewport();
});

test('a page loaded afresh opens at its top, whatever the page loaded before it showed', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.narrow);
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  await page.goto('/jobs?search=tutor');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse jobs' })).toBeVisible();
  await expect(page.getByRole('main').locator('a[href^="/jobs/"]').first()).toBeVisible();
  await expectAtTop(page);
});
