import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VIEWPORTS, WEEKEND_MORNINGS, captureBothWidths } from './support';

const PASSWORD = 'shifts2024';
const field = (page: Page, name: RegExp) => page.getByRole('main').getByLabel(name);
const sidebarLink = (page: Page, name: string) =>
  page.getByTestId('applicant-sidebar').getByRole('link', { name, exact: true });
const jobCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

/** A city no other test or demo job is in, so the search finds exactly this test's jobs. */
function madeUpCity(): string {
  const letters = Date.now()
    .toString(26)
    .split('')
    .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
    .join('')
    .slice(-5);
  return `Wrenfield ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

/** Today, 16 years ago (UTC, as the API counts ages); 29 February becomes the 28th. */
function sixteenYearsAgo(): string {
  const now = new Date();
  const month = now.getUTCMonth() + 1;
  const day = month === 2 && now.getUTCDate() === 29 ? 28 : now.getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getUTCFullYear() - 16}-${pad(month)}-${pad(day)}`;
}

/** A business registered through the API, and a way for it to publish jobs. */
async function businessThatPosts(request: APIRequestContext, city: string) {
  const stamp = Date.now();
  const registered = await request.post('/api/auth/register/business', {
    data: {
      email: `kennel-${stamp}@example.test`,
      phone_number: '802-555-0142',
      password: 'kennel2024',
      business_name: 'Wagging Tails Kennels',
      business_category: 'Pet Care',
      business_description: 'Dog walking and kennel care.',
      address_line1: '9 Birch Rd',
      address_line2: '',
      city,
      state: 'VT',
      zip_code: '05401',
      email_notifications: false,
      terms_accepted: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { access_token: token } = (await registered.json()) as { access_token: string };

  return async (title: string, afterSchool: boolean, minimumAge: number): Promise<number> => {
    const posted = await request.post('/api/jobs/', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        title,
        job_type: ['part-time'],
        business_category: 'Pet Care',
        work_format: 'in-person',
        minimum_age_required: minimumAge,
        ...(minimumAge < 16 ? { work_schedule: WEEKEND_MORNINGS } : {}),
        location_street: '9 Birch Rd',
        location_city: city,
        location_state: 'VT',
        location_zip: '05401',
        description: 'Walk and play with friendly dogs.',
        key_responsibilities: ['Walk dogs', 'Refill water bowls'],
        requirements_qualifications: ['Loves animals'],
        offerings: ['Flexible hours'],
        compensation_type: 'hour',
        compensation_amount: 15,
        schedule: afterSchool ? 'Weekdays 3:30–5:30pm' : 'Weekdays 9am–1pm',
        contact_email: `jobs-${stamp}@example.test`,
        high_school_students_welcome: true,
        after_school_hours_available: afterSchool,
        previous_experience_required: false,
        action: 'save_and_publish',
      },
    });
    expect(posted.ok(), await posted.text()).toBe(true);
    return ((await posted.json()) as { id: number }).id;
  };
}

/** Screenshots at both widths with the accessibility check, no tooltip or toast in the way. */
async function capture(page: Page, name: string) {
  // From the top, so the sticky bar sits at the top of the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(VIEWPORTS.narrow.width - 1, 1);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // Nothing may stick out sideways on a phone (the page would scroll left and right).
  await page.setViewportSize(VIEWPORTS.narrow);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(VIEWPORTS.narrow.width);
  await captureBothWidths(page, name);
}

async function signIn(page: Page, email: string) {
  await page.goto('/applicant/login');
  await field(page, /^Email/).fill(email);
  await field(page, /^Password/).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/applicant\/dashboard$/);
}

// A 16-year-old signs up, searches for after-school jobs in a city, saves the search,
// favourites two jobs, applies to one with a PDF resume, follows it under My Applications and,
// after signing in again, finds the favourites and the saved search where they left them.
test('a teen finds after-school jobs, saves the search, favourites two and applies', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const city = madeUpCity();
  const post = await businessThatPosts(page.request, city);
  const dogWalker = 'After-School Dog Walker';
  const kennel = 'Kennel Helper';
  await post(dogWalker, true, 16);
  await post(kennel, true, 14);
  await post('Morning Groomer', false, 16);

  const resumeDir = mkdtempSync(join(tmpdir(), 'firstshift-resume-'));
  const resume = join(resumeDir, 'jordan-resume.pdf');
  writeFileSync(resume, '%PDF-1.4\n%âãÏÓ\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

  try {
    // Sign up at 16, then sign in.
    await page.setViewportSize(VIEWPORTS.wide);
    const email = `jordan-${Date.now()}@example.test`;
    await page.goto('/applicant/register');
    await field(page, /^First name/).fill('Jordan');
    await field(page, /^Last name/).fill('Rivera');
    await field(page, /^Date of birth/).fill(sixteenYearsAgo());
    await field(page, /^Email\s*\*?$/).fill(email);
    await field(page, /^Password/).fill(PASSWORD);
    await field(page, /^Confirm password/).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    // "Account created! Redirecting to sign in…" shows for SPEC's 900 ms, too short to catch
    // on a busy machine: the registration page's tests check it; here, where it leads.
    await expect(page.getByText('Your account is ready. Sign in to continue.')).toBeVisible();
    await expect(page).toHaveURL(/\/applicant\/login$/);
    await signIn(page, email);
    await expect(page.getByRole('button', { name: 'Jordan' })).toBeVisible();
    await expect(page.getByText('No recent applications')).toBeVisible();
    await expect(page.getByText('No job alerts')).toBeVisible();
    await capture(page, 'applicant-overview-new');

    // Job Search: after-school jobs in the city.
    await sidebarLink(page, 'Job Search').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Job Search' })).toBeVisible();
    await expect(page.getByText('Find your perfect opportunity')).toBeVisible();
    const filters = page.getByRole('search', { name: 'Search jobs' });
    await filters.getByLabel('City').fill(city);
    await filters.getByRole('button', { name: 'After-School Hours' }).click();
    await filters.getByRole('button', { name: 'Search Jobs' }).click();
    await expect(page).toHaveURL(/afterSchool=true/);
    await expect(page.getByRole('heading', { name: '2 jobs found' })).toBeVisible();
    await expect(jobCard(page, dogWalker)).toBeVisible();
    await expect(jobCard(page, kennel)).toBeVisible();
    await capture(page, 'applicant-job-search');

    // Save Search, under the name it suggests.
    await page.getByRole('button', { name: 'Save Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog.getByLabel(/^Search name/)).toHaveValue(`${city} · After-School Hours`);
    await capture(page, 'applicant-save-search-dialog');
    await dialog.getByRole('button', { name: 'Save Search' }).click();
    await expect(page.getByText('Search saved')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Favourite both jobs.
    for (const title of [dogWalker, kennel]) {
      const heart = page.getByRole('button', { name: `Favorite ${title}` });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      const saved = page.waitForResponse(
        (r) => r.url().includes('/favourite?is_favourite=true') && r.ok(),
      );
      await heart.click();
      await saved;
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
    }

    // A job the business posts after the search was saved is new to it.
    await post('Puppy Class Assistant', true, 14);

    // Apply to the dog walker job with a PDF resume.
    await jobCard(page, dogWalker)
      .getByRole('link', { name: `Apply to ${dogWalker}` })
      .click();
    await expect(page).toHaveURL(/\/jobs\/\d+\/apply$/);
    const jobId = /\/jobs\/(\d+)\/apply$/.exec(page.url())?.[1];
    await expect(
      page.getByRole('heading', { level: 1, name: `Apply for Job #${jobId}` }),
    ).toBeVisible();
    await expect(page.getByText('Complete the application below')).toBeVisible();
    await expect(field(page, /^First name/)).toHaveValue('Jordan');
    await expect(field(page, /^Email/)).toHaveValue(email);
    await page
      .getByLabel('Click to upload your resume (PDF, DOC, DOCX max 5MB)')
      .setInputFiles(resume);
    await expect(page.getByText('Selected: jordan-resume.pdf')).toBeVisible();
    await field(page, /^Phone/).fill('802-555-0199');
    await field(page, /^Street address/).fill('14 Maple Ave');
    await field(page, /^City/).fill(city);
    await field(page, /^State/).selectOption('VT');
    await field(page, /^ZIP/).fill('05401');
    await field(page, /^Why are you a good fit/).fill(
      'I walk my neighbour’s two dogs every day after school and I am never late.',
    );
    await field(page, /^School, grade/).fill('Grade 11, Burlington High School');
    await page.getByRole('radio', { name: 'Immediately' }).check();
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await capture(page, 'applicant-apply-form');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Application submitted successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/applicant\/dashboard$/, { timeout: 15_000 });

    // The apply page offers no second application to the same job: it says when they applied.
    await page.goto(`/jobs/${jobId}/apply`);
    await expect(page.getByText(/^You applied \d+[sm] ago$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
    await capture(page, 'applicant-apply-refused');

    // My Applications, from the applicant menu: Under Review.
    await page.getByRole('button', { name: 'Jordan' }).click();
    await page.getByRole('menuitem', { name: 'My Applications' }).click();
    await expect(page).toHaveURL(/\/applicant\/dashboard\/applications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
    const application = page.getByRole('listitem').filter({ hasText: dogWalker });
    await expect(application.getByText('Under Review')).toBeVisible();
    await expect(application.getByText(/^Applied \d+[smh] ago$/)).toBeVisible();
    await capture(page, 'applicant-applications');

    // Notifications: a switch saved as it changes.
    await sidebarLink(page, 'Notification Settings').click();
    await expect(page.getByRole('switch', { name: 'New Job Matches' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Weekly Summary' })).not.toBeChecked();
    await page.getByRole('switch', { name: 'Weekly Summary' }).click();
    await expect(page.getByText('Notification settings saved')).toBeVisible();
    await expect(page.getByText('Notification settings saved')).toBeHidden();
    await capture(page, 'applicant-notifications');

    // Sign out, sign in again: everything is still there.
    await page.getByRole('button', { name: 'Jordan' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, email);
    const numbers = page.getByRole('list', { name: 'Your numbers' });
    const metric = (label: string) => numbers.getByRole('listitem').filter({ hasText: label });
    await expect(metric('Total Applications')).toHaveText(/^Total Applications1\D/);
    await expect(metric('Favorite Jobs')).toHaveText(/^Favorite Jobs2\D/);
    await expect(
      page.getByRole('region', { name: 'Recent Applications' }).getByText(dogWalker),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Job Alerts' }).getByText('Puppy Class Assistant'),
    ).toBeVisible();
    await capture(page, 'applicant-overview');

    await sidebarLink(page, 'Favorites').click();
    await expect(page.getByText("Jobs you've saved for later (2 jobs)")).toBeVisible();
    await expect(page.getByRole('article', { name: dogWalker })).toBeVisible();
    await expect(page.getByRole('article', { name: kennel })).toBeVisible();
    await capture(page, 'applicant-favorites');

    await sidebarLink(page, 'Saved Searches').click();
    const search = page.getByRole('article', { name: `${city} · After-School Hours` });
    await expect(search.getByText('1 new job')).toBeVisible();
    await capture(page, 'applicant-saved-searches');

    // View Jobs: the search again, and nothing is new any more.
    await search.getByRole('button', { name: /^View Jobs/ }).click();
    await expect(page).toHaveURL(/\/applicant\/dashboard\/job-search\?.*afterSchool=true/);
    await expect(page.getByRole('search', { name: 'Search jobs' }).getByLabel('City')).toHaveValue(
      city,
    );
    await expect(page.getByRole('heading', { name: '3 jobs found' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Favorite ${dogWalker}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await sidebarLink(page, 'Saved Searches').click();
    await expect(search.getByText('0 new jobs')).toBeVisible();
  } finally {
    rmSync(resumeDir, { recursive: true, force: true });
  }
});
