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
