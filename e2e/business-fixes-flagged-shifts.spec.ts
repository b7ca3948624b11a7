import { expect, test } from '@playwright/test';
import { businessField as field, registerBusiness } from './business-people';
import { captureBothWidths } from './support';

// A business posts a job open to 14-year-olds with a shift that runs too long and too late on a
// school day. The form explains each conflict with the federal rules before anything is sent;
// publishing anyway is refused and the job stays off the board; once the shift is fixed it
// publishes, and the job's page says its hours fit the rules.
test('a business fixes the shifts the job form flagged, and the job page says they fit', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const title = `Kennel Helper ${stamp}`;
  await registerBusiness(page, `Happy Kennels ${stamp}`);
  await page.getByRole('link', { name: 'Post New Job' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Post a New Job' })).toBeVisible();

  await field(page, /^Job title/).fill(title);
  await field(page, /^Job type/).selectOption('part-time');
  await field(page, /^Work format/).selectOption('in-person');
  await field(page, /^Minimum age/).selectOption('14');
  await field(page, /^Job description/).fill('Feed and walk the dogs staying with us.');

  const shifts = page.getByRole('region', { name: 'Shifts' });
  await expect(shifts.getByText(/^No shifts yet/)).toBeVisible();
  await shifts.getByRole('button', { name: 'Add a shift' }).click();
  const first = shifts.getByRole('group', { name: 'Shift 1' });
  await expect(first.getByLabel(/^Day/)).toHaveValue('mon');
  await first.getByLabel(/^Ends/).fill('19:30');

  const flagged = shifts.getByRole('status').filter({ hasText: 'break the federal rules' });
  await expect(flagged).toContainText(
    'Monday 3:30–7:30 pm ends after 7 pm: 14- and 15-year-olds may work only between 7 am and 7 pm',
  );
  await expect(flagged).toContainText(
    'Monday has 4 hours of work: on a school day 14- and 15-year-olds may work at most 3 hours.',
  );
  await captureBothWidths(page, 'job-form-shifts-flagged');

  // Publishing anyway: the server refuses, says why under the shifts, and nothing goes live.
  await page.getByRole('button', { name: 'Save & Publish' }).click();
  await expect(
    shifts.getByText(/break the federal rules for 14- and 15-year-olds: change the shifts/),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/business\/jobs\/new$/);
  const board = await page.request.get(`/api/jobs/?search=${encodeURIComponent(title)}`);
  expect(await board.json()).toEqual([]);

  // Fixed: three hours, over by 6:30 pm; a second shift copies it onto Tuesday.
  await first.getByLabel(/^Ends/).fill('18:30');
  await expect(shifts.getByRole('status')).toContainText(
    'These hours fit the federal rules for 14- and 15-year-olds',
  );
  await shifts.getByRole('button', { name: 'Add a shift' }).click();
  await expect(shifts.getByRole('group', { name: 'Shift 2' }).getByLabel(/^Day/)).toHaveValue(
    'tue',
  );
  await expect(shifts.getByText('Mon, Tue 3:30–6:30 pm')).toBeVisible();
  await page.getByRole('button', { name: 'Save & Publish' }).click();
  await expect(page.getByText('Job posted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/business\/dashboard$/);

  // A visitor finds it, its card saying its hours, and reads that they fit the rules.
  await page.goto(`/jobs?search=${encodeURIComponent(title)}`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(card.getByText('Mon, Tue 3:30–6:30 pm')).toBeVisible();
  await captureBothWidths(page, 'job-card-shifts');
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const facts = page.getByRole('region', { name: 'Job Details' });
  await expect(facts.getByText('Mon, Tue 3:30–6:30 pm')).toBeVisible();
  await expect(facts.getByText('Hours fit the rules for 14–15-year-olds')).toBeVisible();
  await expect(
    facts.getByText(/state’s rules, which may be stricter, are not checked/),
  ).toBeVisible();
  await captureBothWidths(page, 'job-page-hours-fit');

  // The business's read-only view of the job shows the shifts as saved, with nothing to press.
  const id = /\/jobs\/(\d+)/.exec(page.url())?.[1];
  await page.goto(`/business/jobs/${id}/view`);
  const saved = page.getByRole('region', { name: 'Shifts' });
  await expect(saved.getByRole('group', { name: 'Shift 2' }).getByLabel(/^Ends/)).toHaveValue(
    '18:30',
  );
  await expect(saved.getByRole('group', { name: 'Shift 2' }).getByLabel(/^Ends/)).toBeDisabled();
  await expect(saved.getByRole('button', { name: 'Add a shift' })).toHaveCount(0);
  await captureBothWidths(page, 'job-view-shifts');
});
