import { expect, test } from '@playwright/test';
import { VIEWPORTS, captureBothWidths, expectAccessible, saveScreenshot } from './support';

// Google sign-in against the local OpenID provider that playwright.config.ts starts in
// Google's place: its sign-in form takes any email with any password.

test('a visitor continues with Google and lands on the applicant dashboard, signed in', async ({
  page,
}) => {
  const email = `riley.${Date.now()}@gmail.test`;
  await page.setViewportSize(VIEWPORTS.wide);
  await page.goto('/applicant/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();

  // The provider's own page, standing in for Google's account chooser.
  await page.getByPlaceholder('Enter any login').fill(email);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  await expect(page).toHaveURL(/\/applicant\/dashboard$/);
  const stored = (key: string) => page.evaluate((k) => localStorage.getItem(k), key);
  await expect.poll(() => stored('auth.token')).not.toBeNull();
  expect(await stored('user.role')).toBe('applicant');
  expect(await stored('user.name')).toBe('Riley');

  // Signed in across the site: the public bar offers the applicant's menu.
  await page.goto('/jobs');
  const account = page.getByRole('button', { name: 'Riley' });
  await expect(account).toBeVisible();
  await account.click();
  await expect(page.getByRole('menuitem', { name: 'My Applications' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
});

test('a sign-in that started from a job returns to it', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.narrow);
  await page.goto('/applicant/login?next=%2Fjobs%3Fsearch%3Dbarista');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await page.getByPlaceholder('Enter any login').fill(`sam.${Date.now()}@gmail.test`);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page).toHaveURL(/\/jobs\?search=barista$/);
  expect(await page.evaluate(() => localStorage.getItem('user.role'))).toBe('applicant');
});

test('a business email is refused with a notice that says where to sign in', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.narrow);
  await page.goto('/applicant/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await page.getByPlaceholder('Enter any login').fill('business@demo.firstshift.test');
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  await expect(page).toHaveURL(/\/applicant\/login\?google=business$/);
  await expect(page.getByRole('alert')).toHaveText(
    'This email belongs to a business account. Sign in with your password on the Business tab.',
  );
  expect(await page.evaluate(() => localStorage.getItem('auth.token'))).toBeNull();
  await expectAccessible(page);
  await saveScreenshot(page, 'login-google-business-390');
  await page.setViewportSize(VIEWPORTS.wide);
  await saveScreenshot(page, 'login-google-business-1280');
});

test('the sign-in screen explains a failed Google sign-in', async ({ page }) => {
  for (const viewport of Object.values(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.goto('/applicant/login?google=failed');
    await expect(page.getByRole('alert')).toContainText("We couldn't sign you in with Google.");
    await expectAccessible(page);
    await saveScreenshot(page, `login-google-failed-${viewport.width}`);
  }
});

test('the hand-off page says when its code was already used', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.narrow);
  await page.goto('/applicant/login/google#code=already-used');
  await expect(page.getByRole('alert')).toContainText('expired or was already used');
  expect(new URL(page.url()).hash).toBe('');
  await captureBothWidths(page, 'google-sign-in-failed');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/applicant\/login$/);
});
