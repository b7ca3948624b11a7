import { expect, test, type Page } from '@playwright/test';
import { VIEWPORTS, captureBothWidths, newestMailTo } from './support';

const field = (page: Page, name: RegExp) => page.getByRole('main').getByLabel(name);

// An applicant who forgot their password asks for a link, opens the mail, and signs in again.
test('an applicant resets a forgotten password through the mailed link', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const email = `forgetful-${Date.now()}@example.test`;
  const registered = await request.post('/api/auth/register/applicant', {
    data: {
      first_name: 'Robin',
      last_name: 'Reyes',
      email,
      phone_number: '',
      date_of_birth: '2008-03-14',
      password: 'oldpass123',
      address_line1: '',
      address_line2: '',
      city: '',
      state: '',
      zip_code: '',
      email_notifications: true,
      terms_accepted: true,
    },
  });
  expect(registered.status()).toBe(201);

  await page.setViewportSize(VIEWPORTS.wide);
  await page.goto('/applicant/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
  await expect(page).toHaveTitle(/^Forgot password \| FirstShift/);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Enter a valid email')).toBeVisible();
  await captureBothWidths(page, 'forgot-password');

  await field(page, /^Email/).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    "If an account exists for that email, we've sent a link to reset your password. The link works for 1 hour.",
  );
  await captureBothWidths(page, 'forgot-password-sent');

  let mail: string | undefined;
  await expect.poll(() => (mail = newestMailTo(email)), { timeout: 15_000 }).toBeTruthy();
  const link = /(https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];
  expect(link, 'the mail holds a reset link').toBeTruthy();
  expect(mail).toContain('expires in 1 hour');

  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  // The token leaves the address bar as soon as the page has read it, and the tab keeps it: a
  // reload still offers the form, not "invalid link".
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.reload();
  await expect(page.getByLabel(/^New password/)).toBeVisible();
  await expect(page.getByText(/invalid or has expired/)).toHaveCount(0);
  await field(page, /^New password/).fill('newpass456');
  await field(page, /^Confirm new password/).fill('newpass789');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await captureBothWidths(page, 'reset-password');

  await field(page, /^Confirm new password/).fill('newpass456');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/applicant\/login$/);
  await expect(
    page.getByText('Your password has been reset. Please sign in with your new password.'),
  ).toBeVisible();

  await field(page, /^Email/).fill(email);
  await field(page, /^Password/).fill('oldpass123');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await field(page, /^Password/).fill('newpass456');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/applicant\/dashboard/);

  // The link worked once: opened again, it says so and offers a new one.
  await page.goto(link ?? '');
  await page.getByLabel(/^New password/).fill('another789');
  await page.getByLabel(/^Confirm new password/).fill('another789');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByText('This reset link is invalid or has expired. Please request a new one.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  await captureBothWidths(page, 'reset-password-invalid');
});

// A business owner uses the same link from the Business tab and comes back to that tab.
test('a business resets its password and signs in on the Business tab', async ({
  page,
  request,
}) => {
  const email = `owner-${Date.now()}@example.test`;
  const registered = await request.post('/api/auth/register/business', {
    data: {
      email,
      phone_number: '',
      password: 'oldpass123',
      business_name: 'Maple Street Books',
      business_category: 'Retail',
      business_description: '',
      address_line1: '4 Maple St',
      address_line2: '',
      city: 'Salem',
      state: 'OR',
      zip_code: '97301',
      email_notifications: true,
      terms_accepted: true,
    },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/business/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in form has an Email field too: fill the one of the page the link opens.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
  await field(page, /^Email/).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toBeVisible();

  let mail: string | undefined;
  await expect.poll(() => (mail = newestMailTo(email)), { timeout: 15_000 }).toBeTruthy();
  const link = /(https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];
  await page.goto(link ?? '');
  await field(page, /^New password/).fill('newpass456');
  await field(page, /^Confirm new password/).fill('newpass456');
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/business\/login$/);
  await expect(page.getByRole('tab', { name: 'Business' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await field(page, /^Email/).fill(email);
  await field(page, /^Password/).fill('newpass456');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/business\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Business Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome, Maple Street Books')).toBeVisible();
});
