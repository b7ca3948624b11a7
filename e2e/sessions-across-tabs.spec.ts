import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { captureBothWidths, waitForHydration } from './support';

type Applicant = { firstName: string; email: string; password: string };

async function registerApplicant(request: APIRequestContext, tag: string): Promise<Applicant> {
  const applicant = {
    firstName: 'Sasha',
    email: `${tag}-${Date.now()}@example.test`,
    password: 'shifts2024',
  };
  const response = await request.post('/api/auth/register/applicant', {
    data: {
      first_name: applicant.firstName,
      last_name: 'Ivanova',
      email: applicant.email,
      phone_number: null,
      date_of_birth: '2004-05-14',
      password: applicant.password,
      address_line1: null,
      address_line2: null,
      city: null,
      state: null,
      zip_code: null,
      email_notifications: true,
      terms_accepted: true,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return applicant;
}

async function signIn(page: Page, applicant: Applicant, { remember }: { remember: boolean }) {
  await page.goto('/applicant/login');
  const main = page.getByRole('main');
  await main.getByLabel(/^Email/).fill(applicant.email);
  await main.getByLabel(/^Password/).fill(applicant.password);
  if (remember) await main.getByRole('checkbox', { name: 'Remember me' }).check();
  await main.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/applicant\/dashboard$/);
}

// Several tabs and browsers per test; a busy machine needs more than the default minute.
test.describe.configure({ timeout: 150_000 });

const signedInAs = (page: Page, applicant: Applicant) =>
  expect(page.getByRole('button', { name: applicant.firstName })).toBeVisible();
const signedOut = (page: Page) =>
  expect(page.getByRole('button', { name: 'Sign In / Create Account' })).toBeVisible();

test('with Remember me the session is in every tab and survives a browser restart', async ({
  browser,
  page,
  request,
}) => {
  const applicant = await registerApplicant(request, 'remembered');
  await signIn(page, applicant, { remember: true });

  const secondTab = await page.context().newPage();
  await secondTab.goto('/jobs');
  await signedInAs(secondTab, applicant);

  // A restarted browser keeps persistent cookies and localStorage.
  const state = await page.context().storageState();
  const restarted = await browser.newContext({ storageState: state });
  const afterRestart = await restarted.newPage();
  await afterRestart.goto('/applicant/dashboard');
  await expect(afterRestart).toHaveURL(/\/applicant\/dashboard$/);
  await signedInAs(afterRestart, applicant);
  await restarted.close();
});

test('without Remember me every tab shares the session until the browser closes', async ({
  browser,
  page,
  request,
}) => {
  const applicant = await registerApplicant(request, 'browser-session');
  await signIn(page, applicant, { remember: false });

  // Opening a job in a new tab keeps the user signed in.
  const secondTab = await page.context().newPage();
  await secondTab.goto('/jobs');
  await secondTab.getByRole('main').locator('a[href^="/jobs/"]').first().click();
  await expect(secondTab).toHaveURL(/\/jobs\/\d+$/);
  await signedInAs(secondTab, applicant);

  // The marker cookie lives as long as the browser does (no expiry).
  const state = await page.context().storageState();
  const marker = state.cookies.find((cookie) => cookie.name === 'auth.browserSession');
  expect(marker?.expires).toBe(-1);
  expect(marker?.sameSite).toBe('Strict');

  // A restarted browser drops session cookies and keeps localStorage: signed out.
  const restarted = await browser.newContext({
    storageState: { cookies: [], origins: state.origins },
  });
  const afterRestart = await restarted.newPage();
  await afterRestart.goto('/');
  // The rendered page shows a visitor before the app runs: judge once the app has decided.
  await waitForHydration(afterRestart);
  await signedOut(afterRestart);
  await expect
    .poll(() => afterRestart.evaluate(() => localStorage.getItem('auth.token')))
    .toBeNull();
  await restarted.close();
});

test('signing out in one tab signs out the others at once', async ({ page, request }) => {
  const applicant = await registerApplicant(request, 'sign-out');
  await signIn(page, applicant, { remember: true });

  const onJobs = await page.context().newPage();
  await onJobs.goto('/jobs');
  await signedInAs(onJobs, applicant);
  const onFavorites = await page.context().newPage();
  await onFavorites.goto('/applicant/dashboard/favorites');
  await expect(onFavorites.getByRole('heading', { level: 1, name: 'Favorite Jobs' })).toBeVisible();

  await page.bringToFront();
  await page.getByRole('button', { name: applicant.firstName }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signedOut(page);

  // No reload: the other tabs hear of it and follow.
  await signedOut(onJobs);
  await expect(onJobs).toHaveURL(/\/jobs$/);
  await expect(onFavorites).toHaveURL(/\/$/);
  await signedOut(onFavorites);
  await onJobs.bringToFront();
  await captureBothWidths(onJobs, 'other-tab-signed-out');
});

test('a session an earlier version kept in the tab is kept', async ({ page, request }) => {
  const applicant = await registerApplicant(request, 'migrated');
  const login = await request.post('/api/auth/login', {
    data: { email: applicant.email, password: applicant.password },
  });
  const body = (await login.json()) as { access_token: string; user_id: number };
  await page.goto('/');
  await signedOut(page);
  await page.evaluate(
    ({ token, userId, firstName }) => {
      sessionStorage.setItem('auth.token', token);
      sessionStorage.setItem('auth.tokenType', 'bearer');
      sessionStorage.setItem('user.id', String(userId));
      sessionStorage.setItem('user.role', 'applicant');
      sessionStorage.setItem('user.name', firstName);
      sessionStorage.setItem('user.firstName', firstName);
    },
    { token: body.access_token, userId: body.user_id, firstName: applicant.firstName },
  );
  await page.reload();
  await signedInAs(page, applicant);
  expect(await page.evaluate(() => localStorage.getItem('auth.token'))).toBe(body.access_token);
  expect(await page.evaluate(() => sessionStorage.getItem('auth.token'))).toBeNull();
});
