import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SCREENSHOT_WIDTHS, VIEWPORTS, expectAccessible, saveScreenshot } from './support';

type Applicant = { firstName: string; email: string; password: string };

async function registerApplicant(request: APIRequestContext, tag: string): Promise<Applicant> {
  const applicant = {
    firstName: 'Robin',
    email: `${tag}-${Date.now()}@example.test`,
    password: 'shifts2024',
  };
  const response = await request.post('/api/auth/register/applicant', {
    data: {
      first_name: applicant.firstName,
      last_name: 'Park',
      email: applicant.email,
      phone_number: null,
      date_of_birth: '2006-05-14',
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

const field = (page: Page, name: RegExp) => page.getByRole('main').getByLabel(name);

async function signIn(page: Page, email: string, password: string) {
  await field(page, /^Email/).fill(email);
  await field(page, /^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

const TABLET = { width: 800, height: 1000 };
const sidebar = (page: Page) => page.getByTestId('applicant-sidebar');
const toggle = (page: Page) => page.getByRole('button', { name: /(Collapse|Expand) sidebar/ });
const sidebarWidth = async (page: Page) => (await sidebar(page).boundingBox())?.width;

/** Screenshots of the page as it is now at both widths, each checked for accessibility. */
async function capture(page: Page, name: string, ready: () => Promise<void>) {
  for (const [width, viewport] of SCREENSHOT_WIDTHS) {
    await page.setViewportSize(viewport);
    await ready();
    // A sidebar tooltip left open by the last click would be caught mid-fade by the checks.
    await page.mouse.move(viewport.width - 1, viewport.height - 1);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expectAccessible(page);
    await saveScreenshot(page, `${name}-${width}`);
  }
}

test('a signed-out visit to the profile goes through the login and back', async ({
  page,
  request,
}) => {
  const applicant = await registerApplicant(request, 'next');
  await page.goto('/applicant/dashboard/profile');
  await expect(page).toHaveURL(/\/applicant\/login\?next=%2Fapplicant%2Fdashboard%2Fprofile$/);
  await signIn(page, applicant.email, applicant.password);
  await expect(page).toHaveURL(/\/applicant\/dashboard\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await expect(field(page, /^First name/)).toHaveValue('Robin');
});

test('an applicant manages the profile, the password and deletes the account', async ({
  page,
  request,
}) => {
  test.setTimeout(360_000);
  const applicant = await registerApplicant(request, 'account');
  await page.setViewportSize(VIEWPORTS.wide);
  await page.goto('/applicant/login');
  await signIn(page, applicant.email, applicant.password);
  await expect(page).toHaveURL(/\/applicant\/dashboard$/);
  // A brand-new account's first visit to the overview.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Robin' })).toBeVisible();

  // The sidebar: open on wide screens, icons only when collapsed, collapsed by itself on tablets.
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => sidebarWidth(page)).toBe(240);
  await expect(sidebar(page).getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('list', { name: 'Profile details' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'applicant-dashboard-1280');
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => sidebarWidth(page)).toBe(72);
  await expectAccessible(page);
  await saveScreenshot(page, 'applicant-dashboard-collapsed-1280');
  await toggle(page).click();

  // A tablet (900 px or less): icons only, opened over the page on request.
  await page.setViewportSize(TABLET);
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => sidebarWidth(page)).toBe(72);
  await expectAccessible(page);
  await saveScreenshot(page, 'applicant-dashboard-800');
  await toggle(page).click();
  await expect.poll(() => sidebarWidth(page)).toBe(240);
  await expectAccessible(page);
  await saveScreenshot(page, 'applicant-dashboard-expanded-800');

  // Choosing a page closes the sidebar again.
  await sidebar(page).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/applicant\/dashboard\/settings$/);
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');

  // A phone: every page by name, on a bar at the bottom and under More.
  await page.setViewportSize(VIEWPORTS.narrow);
  const bottomBar = page.getByTestId('applicant-bottom-nav');
  await expect(bottomBar.getByRole('link', { name: 'Job Search' })).toBeVisible();
  await expect(toggle(page)).toHaveCount(0);
  await bottomBar.getByRole('button', { name: 'More' }).click();
  const more = page.getByRole('dialog', { name: 'More' });
  await expect(more.getByRole('link', { name: 'Notification Settings' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'applicant-dashboard-more-390');
  await more.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/applicant\/dashboard\/profile$/);
  await expect(more).toBeHidden();
  await expect(field(page, /^First name/)).toHaveValue('Robin');
  await capture(page, 'applicant-profile', async () => {
    await expect(page.getByRole('button', { name: 'Update Profile' })).toBeVisible();
  });

  await field(page, /^First name/).fill('');
  await field(page, /^Phone/).fill('call me');
  await field(page, /^ZIP/).fill('12');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await capture(page, 'applicant-profile-errors', async () => {
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Invalid phone number')).toBeVisible();
    await expect(page.getByText('Invalid ZIP')).toBeVisible();
  });
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(field(page, /^First name/)).toHaveValue('Robin');
  await expect(page.getByText('First name is required')).toHaveCount(0);

  await field(page, /^Phone/).fill('555-201-3344');
  await field(page, /^City/).fill('Portland');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await page.reload();
  // Stored in E.164, shown back as people write it (decision 016).
  await expect(field(page, /^Phone/)).toHaveValue('(555) 201-3344');
  await expect(field(page, /^City/)).toHaveValue('Portland');

  // Settings, then Privacy: a new password.
  await page.setViewportSize(VIEWPORTS.wide);
  await sidebar(page).getByRole('link', { name: 'Settings', exact: true }).click();
  await capture(page, 'applicant-settings', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  });
  await page.getByRole('link', { name: 'Privacy Settings' }).click();
  await expect(page).toHaveURL(/\/applicant\/dashboard\/settings\/privacy$/);
  await capture(page, 'applicant-privacy', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Settings' })).toBeVisible();
  });

  const newPassword = 'evenings2025';
  await field(page, /^Current password/).fill(applicant.password);
  await field(page, /^New password/).fill(newPassword);
  await field(page, /^Confirm new password/).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  // The new session still works, and the old password no longer does.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Robin' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/applicant/login');
  await signIn(page, applicant.email, applicant.password);
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await signIn(page, applicant.email, newPassword);
  await expect(page).toHaveURL(/\/applicant\/dashboard$/);

  // Delete the account: only with the password and DELETE typed out.
  await page.goto('/applicant/dashboard/settings/privacy');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/^Password/).fill('not-my-password1');
  await dialog.getByLabel(/^Type DELETE/).fill('DELETE');
  await confirm.click();
  await expect(dialog.getByText('Password is incorrect')).toBeVisible();
  await dialog.getByLabel(/^Password/).fill(newPassword);
  await capture(page, 'applicant-delete-dialog', async () => {
    await expect(confirm).toBeEnabled();
  });
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted')).toBeVisible();

  await page.goto('/applicant/login');
  await signIn(page, applicant.email, newPassword);
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
});
