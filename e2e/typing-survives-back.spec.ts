import { expect, test } from '@playwright/test';
import { businessField as field, registerBusiness } from './business-people';
import { captureBothWidths } from './support';

const NOTICE = 'What you typed here before you left is filled in again.';

// A business halfway through a new job taps the phone's Back button, then comes forward again:
// what it typed is there, and stays through a reload. Posted, the job's draft is forgotten, and
// the next new job starts empty (decision 105).
test('a job half written survives Back and a reload, and is forgotten once posted', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const title = `Kennel Helper ${stamp}`;
  await registerBusiness(page, `Quiet Paws ${stamp}`);
  await page.getByRole('link', { name: 'Post New Job' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post a New Job' })).toBeVisible();
  await field(page, /^Job title/).fill(title);
  await field(page, /^Job type/).selectOption('part-time');
  await field(page, /^Work format/).selectOption('in-person');
  await field(page, /^Minimum age/).selectOption('16');
  await field(page, /^Job description/).fill('Feed and walk the dogs staying with us.');

  await page.goBack();
  await expect(page).toHaveURL(/\/business\/dashboard$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/business\/jobs\/new$/);
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(field(page, /^Job title/)).toHaveValue(title);
  await expect(field(page, /^Job description/)).toHaveValue(
    'Feed and walk the dogs staying with us.',
  );
  await captureBothWidths(page, 'job-form-typing-kept');

  // A reload asks first (the browser's own question); accepted, nothing is lost either.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(field(page, /^Job title/)).toHaveValue(title);
  await expect(field(page, /^Minimum age/)).toHaveValue('16');

  await page.getByRole('button', { name: 'Save & Publish' }).click();
  await expect(page).toHaveURL(/\/business\/dashboard$/);
  await expect(page.getByText(title)).toBeVisible();
  await page.getByRole('link', { name: 'Post New Job' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post a New Job' })).toBeVisible();
  await expect(field(page, /^Job title/)).toHaveValue('');
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});

// A newcomer on a phone halfway through Create Your Account goes Back and comes forward again:
// what they typed is there but the password, which is asked again; once the account is created
// the form starts empty (decision 107).
test('registration keeps what was typed through Back, but never the password', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `maya-${Date.now()}@example.test`;
  await page.goto('/');
  await page.goto('/applicant/register');
  await field(page, /^First name/).fill('Maya');
  await field(page, /^Last name/).fill('Lopez');
  await field(page, /^Date of birth/).fill('2010-05-14');
  await field(page, /^Email\s*\*?$/).fill(email);
  await field(page, /^Password/).fill('summer2026');
  await field(page, /^Confirm password/).fill('summer2026');

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/applicant\/register$/);
  await expect(
    page.getByText(`${NOTICE} Enter your password again: it is not kept.`),
  ).toBeVisible();
  await expect(field(page, /^First name/)).toHaveValue('Maya');
  await expect(field(page, /^Date of birth/)).toHaveValue('2010-05-14');
  await expect(field(page, /^Email\s*\*?$/)).toHaveValue(email);
  await expect(field(page, /^Password/)).toHaveValue('');
  await captureBothWidths(page, 'registration-typing-kept');

  await field(page, /^Password/).fill('summer2026');
  await field(page, /^Confirm password/).fill('summer2026');
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page).toHaveURL(/\/applicant\/login/, { timeout: 30_000 });
  await page.goto('/applicant/register');
  await expect(field(page, /^First name/)).toHaveValue('');
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});
