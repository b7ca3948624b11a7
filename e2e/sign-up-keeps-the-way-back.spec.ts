import { expect, test, type Page } from '@playwright/test';
import { VIEWPORTS, captureBothWidths } from './support';

const main = (page: Page) => page.getByRole('main');
const field = (page: Page, name: RegExp) => main(page).getByLabel(name);
const PASSWORD = 'shifts2024';

// An anonymous visitor wants to apply, has no account yet, signs up on the way and ends up on
// the apply page they came for, without finding the job again.
test('a visitor who signs up from Apply Now lands on the apply page', async ({ page }) => {
  // A long journey with screenshots; a busy machine needs more than the default minute.
  test.setTimeout(240_000);
  await page.setViewportSize(VIEWPORTS.wide);
  await page.goto('/jobs');
  await main(page).locator('a[href^="/jobs/"]').first().click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  const applyPath = `${new URL(page.url()).pathname}/apply`;
  const next = `next=${encodeURIComponent(applyPath)}`;

  await page.getByRole('link', { name: 'Apply Now' }).first().click();
  await expect(page).toHaveURL(`/applicant/login?${next}`);
  await main(page).getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(`/applicant/register?${next}`);
  await expect(main(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/applicant/login?${next}`,
  );

  const email = `way-back-${Date.now()}@example.test`;
  await field(page, /^First name/).fill('Noor');
  await field(page, /^Last name/).fill('Haddad');
  await field(page, /^Date of birth/).fill('2000-02-03');
  await field(page, /^Email\s*\*?$/).fill(email);
  await field(page, /^Password/).fill(PASSWORD);
  await field(page, /^Confirm password/).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();

  // "Account created! Redirecting to sign in…" shows for 900 ms (checked beside the code).
  await expect(page).toHaveURL(`/applicant/login?${next}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(field(page, /^Email/)).toHaveValue(email);
  await expect(field(page, /^Password/)).toBeFocused();
  await expect(page.getByText('Your account is ready. Sign in to continue.')).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInViewport();
  // Google sign-in from here returns to the same page.
  await expect(main(page).getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
    'href',
    `/api/auth/google/login?role=applicant&${next}`,
  );
  await captureBothWidths(page, 'sign-in-after-sign-up');

  // The apply page's code is held back, so the moment between sign-in and the next page can be
  // looked at: the signed-in nav bar is there, but nothing on the screen takes a click.
  let releaseApplyPage = () => {};
  const applyPageHeld = new Promise<void>((resolve) => (releaseApplyPage = resolve));
  // Chunks are named by their hash alone: every script asked for from here on is held.
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await applyPageHeld;
    await route.continue();
  });
  await field(page, /^Password/).fill(PASSWORD);
  await main(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  const pageIsInert = () =>
    page.evaluate(() => document.getElementById('root')?.hasAttribute('inert') ?? false);
  // The password check is deliberately slow (argon2id), slower still on a busy machine.
  await expect.poll(pageIsInert, { timeout: 30_000 }).toBe(true);
  await expect(page.getByRole('banner').getByText('Hi, Noor')).toBeVisible();
  await captureBothWidths(page, 'sign-in-hand-off');
  releaseApplyPage();

  await expect(page).toHaveURL(applyPath);
  await expect(page.getByRole('button', { name: 'Noor' })).toBeVisible();
  // Nothing of the sign-in screen is left inert once the apply page is there.
  await expect.poll(pageIsInert).toBe(false);
});

// The business tab keeps the way back too: its sign-up leads back to the same sign-in.
test('the business sign-up keeps next on its way back to sign in', async ({ page }) => {
  await page.goto('/business/login?next=%2Fjobs%2F1%2Fapply');
  await main(page).getByRole('link', { name: 'Register your business' }).click();
  await expect(page).toHaveURL('/business/register?next=%2Fjobs%2F1%2Fapply');
  await main(page).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/business/login?next=%2Fjobs%2F1%2Fapply');
});
