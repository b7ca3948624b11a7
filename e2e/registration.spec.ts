import { expect, test, type Page } from '@playwright/test';
import {
  SCREENSHOT_WIDTHS,
  VIEWPORTS,
  captureBothWidths,
  expectAccessible,
  saveScreenshot,
} from './support';

const field = (page: Page, name: RegExp) => page.getByRole('main').getByLabel(name);
const EMAIL = /^Email\s*\*?$/;

/** Screenshots of an empty form and of its validation errors at both widths. */
async function captureForm(page: Page, path: string, button: string, name: string) {
  for (const [width, viewport] of SCREENSHOT_WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await expect(page.getByRole('button', { name: button, exact: true })).toBeVisible();
    await expectAccessible(page);
    await saveScreenshot(page, `${name}-${width}`);
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page.getByText('You must accept the terms')).toBeVisible();
    await expectAccessible(page);
    await saveScreenshot(page, `${name}-errors-${width}`);
  }
}

// A new business signs up, lands on its dashboard, edits its profile and signs out.
test('a new business registers, edits its profile and logs out', async ({ page }) => {
  test.setTimeout(300_000);
  await captureForm(page, '/business/register', 'Register Business', 'business-register');
  await expect(page.getByText('Business name is required')).toBeVisible();
  await expect(page.getByText('Select a category')).toBeVisible();
  await expect(page).toHaveTitle(/Register Your Business/);

  const name = `Harbor Books ${Date.now()}`;
  await field(page, /^Business name/).fill(name);
  await field(page, /^Business category/).selectOption('Retail');
  await field(page, /^Business description/).fill('A neighbourhood bookshop.');
  await field(page, EMAIL).fill(`books-${Date.now()}@example.test`);
  await field(page, /^Phone/).fill('555-201-3344');
  await field(page, /^Password/).fill('reading2024');
  await field(page, /^Confirm password/).fill('reading2024');
  await field(page, /^Address line 1/).fill('8 Harbor Rd');
  await field(page, /^City/).fill('Portland');
  await field(page, /^State/).selectOption('ME');
  await field(page, /^ZIP/).fill('04101');
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Register Business', exact: true }).click();

  await expect(page).toHaveURL(/\/business\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Business Dashboard' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${name}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No jobs yet' })).toBeVisible();
  await captureBothWidths(page, 'business-dashboard-empty');

  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/business\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Business Profile' })).toBeVisible();
  await expect(field(page, /^Business name/)).toHaveValue(name);
  await expect(field(page, /^Email$/)).toHaveValue(/^books-\d+@example\.test$/);
  await expectAccessible(page);
  await saveScreenshot(page, 'business-profile-1280');

  const renamed = `${name} & Cafe`;
  await field(page, /^Business name/).fill(renamed);
  await field(page, /^Address line 2/).fill('Unit 2');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByText(`Welcome, ${renamed}`)).toBeVisible();

  await page.reload();
  await expect(field(page, /^Address line 2/)).toHaveValue('Unit 2');
  await page.setViewportSize(VIEWPORTS.narrow);
  await expectAccessible(page);
  await saveScreenshot(page, 'business-profile-390');

  await page.getByRole('button', { name: renamed }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign In / Create Account' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth.token'))).toBeNull();
});

// A new job seeker signs up, is sent to sign in, and signs in with the new account.
test('a new applicant registers and then signs in', async ({ page }) => {
  await captureForm(page, '/applicant/register', 'Create Account', 'applicant-register');
  await expect(page.getByText('Date of birth is required')).toBeVisible();
  await expect(page).toHaveTitle(/Create Your Account/);

  const email = `maya-${Date.now()}@example.test`;
  await field(page, /^First name/).fill('Rosa');
  await field(page, /^Last name/).fill('Diaz');
  await field(page, /^Date of birth/).fill('2008-03-09');
  await field(page, EMAIL).fill(email);
  await field(page, /^Password/).fill('summer2024');
  await field(page, /^Confirm password/).fill('summer2024');
  await field(page, /^City/).fill('Austin');
  await field(page, /^State/).selectOption('TX');
  await field(page, /^ZIP/).fill('73301');
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();

  // "Account created! Redirecting to sign in…" shows for SPEC's 900 ms, too short to catch
  // on a busy machine: the registration page's tests check it; here, where it leads.
  await expect(page.getByText('Your account is ready. Sign in to continue.')).toBeVisible();
  await expect(page).toHaveURL(/\/applicant\/login$/);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('summer2024');
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/applicant\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('user.role'))).toBe('applicant');
});

// A signed-out visitor presses Apply Now, signs in, and is taken on to the apply page.
test('signing in from Apply Now continues to the apply path', async ({ page }) => {
  // Every in-app move is recorded, so the test sees the apply path even if that page
  // sends the browser on (e.g. while its route is not there yet).
  await page.addInitScript(() => {
    const visited: string[] = [];
    Object.assign(window, { visitedPaths: visited });
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url) visited.push(new URL(url, location.href).pathname);
        original(data, unused, url);
      };
    }
  });
  const visitedPaths = () =>
    page.evaluate(() => (window as unknown as { visitedPaths: string[] }).visitedPaths);
  await page.setViewportSize(VIEWPORTS.wide);
  await page.goto('/jobs');
  await page.getByRole('main').locator('a[href^="/jobs/"]').first().click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  const applyPath = `${new URL(page.url()).pathname}/apply`;

  await page.getByRole('link', { name: 'Apply Now' }).first().click();
  await expect(page).toHaveURL(/\/applicant\/login\?next=/);
  await page.getByLabel(/^Email/).fill('applicant@demo.firstshift.test');
  await page.getByLabel(/^Password/).fill('Demo1234');
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect.poll(visitedPaths).toContain(applyPath);
  expect(await page.evaluate(() => localStorage.getItem('user.role'))).toBe('applicant');
});

// A session revoked elsewhere (here: signed out through the API) sends the business back to
// sign in, with the reason; after signing in the business is back on the page it was opening
// (`next`, as for an applicant).
test('an expired business session asks to sign in again', async ({ page }) => {
  await page.goto('/business/login');
  await field(page, EMAIL).fill('business@demo.firstshift.test');
  await field(page, /^Password/).fill('Demo1234');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/business\/dashboard$/);

  const token = await page.evaluate(() => localStorage.getItem('auth.token'));
  // Off the dashboard first: a dashboard still loading would see the refusal itself and go to
  // the login page before the visit below, which is what this test is about.
  await page.goto('about:blank');
  const revoked = await page.request.post('/api/auth/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(204);

  await page.goto('/business/profile');
  await expect(page).toHaveURL(/\/business\/login\?next=%2Fbusiness%2Fprofile$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await captureBothWidths(page, 'login-session-expired');

  await field(page, EMAIL).fill('business@demo.firstshift.test');
  await field(page, /^Password/).fill('Demo1234');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/business\/profile$/);
});
