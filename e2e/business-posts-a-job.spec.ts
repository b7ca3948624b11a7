import { expect, test, type Page } from '@playwright/test';
import {
  SCREENSHOT_WIDTHS,
  VIEWPORTS,
  captureBothWidths,
  expectAccessible,
  saveScreenshot,
} from './support';
import { businessField as field, registerBusiness } from './business-people';

const jobCard = (page: Page, title: string) => page.getByRole('article', { name: title });

/** The public board's search for `words`: the titles it lists. */
async function boardTitles(page: Page, words: string): Promise<string[]> {
  const res = await page.request.get(`/api/jobs/?search=${encodeURIComponent(words)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { title: string }[]).map((job) => job.title);
}

// A business signs up, posts a draft, publishes it, finds it on the public board, edits it,
// archives it (it leaves the board), brings it back and deletes it after confirming.
test('a business posts a job and manages it from its dashboard', async ({ page }) => {
  test.setTimeout(420_000);
  const stamp = Date.now();
  const business = `Green Paws ${stamp}`;
  const title = `Dog Walker ${stamp}`;
  await registerBusiness(page, business);
  await expect(page.getByRole('heading', { name: 'No jobs yet' })).toBeVisible();

  // The default business bar on the dashboard: greeting, Post New Job, Logout.
  await expect(page.getByText(`Welcome, ${business}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.getByRole('link', { name: 'Post New Job' }).click();
  await expect(page).toHaveURL(/\/business\/jobs\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Post a New Job' })).toBeVisible();
  await expect(field(page, /^Address line 1/)).toHaveValue('41 Elm St');
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();

  // The form's own messages first, at both widths.
  for (const [width, viewport] of SCREENSHOT_WIDTHS) {
    await page.setViewportSize(viewport);
    await page.getByRole('button', { name: 'Save & Publish' }).click();
    await expect(page.getByText('Job title is required')).toBeVisible();
    await expect(page.getByText('Select minimum age')).toBeVisible();
    await expectAccessible(page);
    await saveScreenshot(page, `job-form-errors-${width}`);
  }

  await field(page, /^Job title/).fill(title);
  await field(page, /^Job type/).selectOption('part-time');
  await field(page, /^Work format/).selectOption('in-person');
  await field(page, /^Minimum age/).selectOption('14');
  await field(page, /^Job description/).fill('Walk friendly neighbourhood dogs after school.');
  await field(page, /^Key responsibilities/).fill('Walk two or three dogs\nRefill water bowls');
  await field(page, /^Compensation/).fill('$15/hour');
  await field(page, /^Schedule/).fill('Weekdays 3:30–5:30pm');
  // Open at 14: the shifts go with it, checked against the rules for the youngest.
  await page.getByRole('button', { name: 'Add a shift' }).click();
  await expect(page.getByText(/^These hours fit the federal rules/)).toBeVisible();
  await page.getByRole('checkbox', { name: 'High school students welcome' }).check();
  await page.getByRole('checkbox', { name: 'After-school hours available' }).check();
  await captureBothWidths(page, 'job-form-new');

  // Save keeps a draft: on the dashboard, not on the board.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await expect(page).toHaveURL(/\/business\/dashboard$/);
  await expect(jobCard(page, title).getByText('Draft')).toBeVisible();
  expect(await boardTitles(page, title)).toEqual([]);

  // Edit → Save & Publish: it goes live and the edit page stays.
  await jobCard(page, title)
    .getByRole('link', { name: `Edit ${title}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Job Posting' })).toBeVisible();
  await expect(field(page, /^Compensation/)).toHaveValue('$15 per hour');
  await page.getByRole('button', { name: 'Save & Publish' }).click();
  await expect(page.getByText('Job posted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/edit$/);
  expect(await boardTitles(page, title)).toEqual([title]);

  // A visitor's view: the job on the public board and its page.
  await page.goto(`/jobs?search=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { name: '1 job found' })).toBeVisible();
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(business).first()).toBeVisible();

  // Editing the live job changes the board at once.
  await page.goto('/business/dashboard');
  await expect(jobCard(page, title).getByText('Active')).toBeVisible();
  await jobCard(page, title)
    .getByRole('link', { name: `Edit ${title}` })
    .click();
  const renamed = `${title} (weekends too)`;
  await field(page, /^Job title/).fill(renamed);
  await page.getByRole('button', { name: 'Save & Publish' }).click();
  await expect(page.getByText('Job details updated')).toBeVisible();
  expect(await boardTitles(page, title)).toEqual([renamed]);
  await captureBothWidths(page, 'job-form-edit');

  // Archive: off the board, dimmed on the dashboard, with Unarchive and View Details.
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await jobCard(page, renamed)
    .getByRole('button', { name: `Archive ${renamed}` })
    .click();
  await expect(page.getByText('Job archived')).toBeVisible();
  await expect(jobCard(page, renamed).getByText('Archived')).toBeVisible();
  // Dimmed, yet its status dot stays red (SPEC §2): no grey filter on the dot or above it.
  await expect(jobCard(page, renamed)).toHaveCSS('border-top-style', 'dashed');
  await expect(jobCard(page, renamed).getByRole('button', { name: /^Unarchive/ })).toHaveCSS(
    'filter',
    'grayscale(1)',
  );
  const dot = jobCard(page, renamed).locator('[data-status-dot="archived"]');
  await expect(dot).toHaveCSS('background-color', 'rgb(214, 69, 69)');
  expect(
    await dot.evaluate((node) => {
      const filters: string[] = [];
      for (let el: Element | null = node; el; el = el.parentElement) {
        const filter = getComputedStyle(el).filter;
        if (filter !== 'none') filters.push(filter);
      }
      return filters;
    }),
  ).toEqual([]);
  expect(await boardTitles(page, title)).toEqual([]);
  await page.getByLabel('Status').selectOption('archived');
  await expect(page).toHaveURL(/status=archived/);
  await captureBothWidths(page, 'business-dashboard-archived');

  await jobCard(page, renamed)
    .getByRole('link', { name: `View Details of ${renamed}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'View Job Posting' })).toBeVisible();
  await expect(field(page, /^Job title/)).toBeDisabled();
  await expect(field(page, /^Job title/)).toHaveValue(renamed);
  await captureBothWidths(page, 'job-form-view');

  // Unarchive: back on the board.
  await page.getByRole('link', { name: 'Back to Dashboard' }).first().click();
  await page.getByLabel('Status').selectOption('all');
  await jobCard(page, renamed)
    .getByRole('button', { name: `Unarchive ${renamed}` })
    .click();
  await expect(page.getByText('Job unarchived')).toBeVisible();
  await expect(jobCard(page, renamed).getByText('Active')).toBeVisible();
  expect(await boardTitles(page, title)).toEqual([renamed]);
  await page.setViewportSize(VIEWPORTS.wide);
  await captureBothWidths(page, 'business-dashboard');

  // Delete, after confirming.
  await jobCard(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete this job?' });
  await expect(dialog).toBeVisible();
  await captureBothWidths(page, 'business-dashboard-delete-dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Job deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No jobs yet' })).toBeVisible();
  expect(await boardTitles(page, title)).toEqual([]);
});
