import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { VIEWPORTS, captureBothWidths } from './support';

const PASSWORD = 'eligible2026';
const field = (page: Page, name: RegExp) => page.getByRole('main').getByLabel(name);

/** YYYY-MM-DD of today, `years` years ago (UTC, as the API counts ages; 29 Feb → 28). */
function yearsAgo(years: number): string {
  const now = new Date();
  const month = now.getUTCMonth() + 1;
  const day = month === 2 && now.getUTCDate() === 29 ? 28 : now.getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getUTCFullYear() - years}-${pad(month)}-${pad(day)}`;
}

type Person = { email: string; dateOfBirth?: string; firstName?: string };

async function register(request: APIRequestContext, role: 'business' | 'applicant', who: Person) {
  const common = {
    email: who.email,
    password: PASSWORD,
    phone_number: '',
    address_line1: '8 Lake Rd',
    address_line2: '',
    city: 'Burlington',
    state: 'VT',
    zip_code: '05401',
    email_notifications: false,
    terms_accepted: true,
  };
  const data =
    role === 'business'
      ? {
          ...common,
          business_name: 'Harbor Ice Cream',
          business_category: 'Restaurant',
          business_description: 'Scoops by the lake since 1988.',
        }
      : {
          ...common,
          first_name: who.firstName ?? 'Riley',
          last_name: 'Park',
          date_of_birth: who.dateOfBirth ?? yearsAgo(17),
        };
  const res = await request.post(`/api/auth/register/${role}`, { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { access_token?: string };
}

async function newPage(browser: Browser, width: keyof typeof VIEWPORTS = 'narrow') {
  return (await browser.newContext({ viewport: VIEWPORTS[width] })).newPage();
}

async function signIn(page: Page, role: 'business' | 'applicant', email: string) {
  await page.goto(`/${role}/login`);
  await field(page, /^Email/).fill(email);
  await field(page, /^Password/).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${role}/dashboard$`));
}

/** Every page opens at its top. */
async function expectAtTop(page: Page) {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

/** Both widths with the accessibility check, from the top, nothing sticking out on a phone. */
async function capture(page: Page, name: string) {
  await page.setViewportSize(VIEWPORTS.narrow);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(VIEWPORTS.narrow.width);
  await captureBothWidths(page, name);
  await page.setViewportSize(VIEWPORTS.narrow);
}

// A business posts an ice-cream job for ages 16 and up. A 14-year-old learns on the job page
// and the apply page from when they can apply, and meets no form. A 17-year-old submits the
// form blank and reads what each field needs, then applies; afterwards both pages say when they
// applied and where it stands. The business, on its own job's page, gets Edit and View
// applications instead of Apply Now.
test('apply only where applying can succeed', async ({ browser }) => {
  test.setTimeout(360_000);
  const stamp = Date.now();
  const title = `Ice Cream Scooper ${stamp}`;
  const businessEmail = `harbor-${stamp}@example.test`;
  const youngEmail = `sky-${stamp}@example.test`;
  const olderEmail = `riley-${stamp}@example.test`;

  const business = await newPage(browser, 'wide');
  const { access_token: token } = await register(business.request, 'business', {
    email: businessEmail,
  });
  const posted = await business.request.post('/api/jobs/', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
    data: {
      title,
      job_type: ['seasonal'],
      business_category: 'Restaurant',
      work_format: 'in-person',
      minimum_age_required: 16,
      location_street: '8 Lake Rd',
      location_city: 'Burlington',
      location_state: 'VT',
      location_zip: '05401',
      description: 'Scoop cones and sundaes for summer crowds by the lake.',
      key_responsibilities: ['Scoop ice cream', 'Keep the counter clean'],
      compensation_type: 'hour',
      compensation_amount: 15,
      schedule: 'Evenings and weekends',
      contact_email: businessEmail,
      action: 'save_and_publish',
    },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  const jobId = ((await posted.json()) as { id: number }).id;

  // A 14-year-old: the job page says why not and turns Apply Now off; the apply page has no form.
  const young = await newPage(browser);
  await register(young.request, 'applicant', {
    email: youngEmail,
    dateOfBirth: yearsAgo(14),
    firstName: 'Sky',
  });
  await signIn(young, 'applicant', youngEmail);
  await young.goto(`/jobs/${jobId}`);
  await expect(young.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectAtTop(young);
  await expect(young.getByText('Ages 16+')).toBeVisible();
  await expect(
    young.getByText(/^This job is for ages 16 and up, so you can’t apply yet: you can from /),
  ).toBeVisible();
  const turnedOff = young.getByRole('button', { name: 'Apply Now' });
  await expect(turnedOff).toHaveCount(2);
  for (const button of await turnedOff.all()) await expect(button).toBeDisabled();
  await capture(young, 'apply-eligibility-job-too-young');

  await young.goto(`/jobs/${jobId}/apply`);
  await expect(
    young.getByText(/^This job is for ages 16 and up, so you can’t apply yet: you can from /),
  ).toBeVisible();
  await expectAtTop(young);
  await expect(young.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
  await expect(field(young, /^First name/)).toHaveCount(0);
  await expect(young.getByRole('link', { name: 'Jobs for your age' })).toHaveAttribute(
    'href',
    '/jobs?minimum_age=14',
  );
  await capture(young, 'apply-eligibility-apply-too-young');

  // A 17-year-old: the form, sent blank, says what each field marked * needs.
  const older = await newPage(browser);
  await register(older.request, 'applicant', { email: olderEmail });
  await signIn(older, 'applicant', olderEmail);
  await older.goto(`/jobs/${jobId}`);
  // A link to the form once the page knows who is reading (signed out, it leads to sign in).
  const applyNow = older.getByRole('link', { name: 'Apply Now' }).first();
  await expect(applyNow).toHaveAttribute('href', `/jobs/${jobId}/apply`);
  await applyNow.click();
  await expect(older).toHaveURL(new RegExp(`/jobs/${jobId}/apply$`));
  await expectAtTop(older);
  await expect(field(older, /^First name/)).toHaveValue('Riley');
  for (const name of [/^First name/, /^Last name/, /^Email/]) await field(older, name).fill('');
  await older.getByRole('button', { name: 'Submit Application' }).click();
  const messages: Array<[RegExp, string]> = [
    [/^First name/, 'First name is required'],
    [/^Last name/, 'Last name is required'],
    [/^Email/, 'Enter a valid email'],
    [/^Phone/, 'Phone number is required'],
    [/^Street address/, 'Street address is required'],
    [/^City/, 'City is required'],
    [/^State/, 'Select state'],
    [/^ZIP/, 'Enter a valid ZIP'],
    [/^Why are you a good fit/, 'Cover letter is required'],
  ];
  for (const [name, message] of messages) {
    await expect(field(older, name)).toHaveAccessibleDescription(message);
  }
  await expect(older.getByText('Select your availability')).toBeVisible();
  await expect(
    older.getByText('You must accept the terms and conditions to proceed.'),
  ).toBeVisible();
  await expect(field(older, /^First name/)).toBeFocused();
  await capture(older, 'apply-eligibility-required-fields');

  await field(older, /^First name/).fill('Riley');
  await field(older, /^Last name/).fill('Park');
  await field(older, /^Email/).fill(olderEmail);
  await field(older, /^Phone/).fill('802-555-0177');
  await field(older, /^Street address/).fill('8 Lake Rd');
  await field(older, /^City/).fill('Burlington');
  await field(older, /^State/).selectOption('VT');
  await field(older, /^ZIP/).fill('05401');
  await field(older, /^Why are you a good fit/).fill(
    'I worked the snack stand at our town pool last summer and I love a busy counter.',
  );
  await older.getByRole('radio', { name: 'Immediately' }).check();
  await older.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await older.getByRole('button', { name: 'Submit Application' }).click();
  // The snackbar holds still while a pointer rests on it; a phone has none.
  await older.mouse.move(1, 1);
  await expect(older.getByText('Application submitted successfully!')).toBeVisible();
  await expect(older).toHaveURL(/\/applicant\/dashboard$/, { timeout: 15_000 });

  // Once applied: when, where it stands and My Applications, on both pages; no second form.
  await older.goto(`/jobs/${jobId}`);
  await expect(older.getByText(/^You applied \d+[sm] ago$/).first()).toBeVisible();
  await expectAtTop(older);
  await expect(older.getByText(/^Sent on /).first()).toBeVisible();
  await expect(older.getByText('Under Review').first()).toBeVisible();
  await expect(older.getByText('Apply Now', { exact: true })).toHaveCount(0);
  await capture(older, 'apply-eligibility-job-applied');

  await older.goto(`/jobs/${jobId}/apply`);
  await expect(older.getByText(/^You applied \d+[sm] ago$/)).toBeVisible();
  await expectAtTop(older);
  await expect(older.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
  await capture(older, 'apply-eligibility-apply-applied');
  // The page's own link (the footer offers the same page to a signed-in applicant).
  await older.getByRole('main').getByRole('link', { name: 'My Applications' }).click();
  await expect(older).toHaveURL(/\/applicant\/dashboard\/applications$/);
  await expect(older.getByRole('listitem').filter({ hasText: title })).toBeVisible();

  // The business that posted it: Edit and View applications, not Apply Now.
  await signIn(business, 'business', businessEmail);
  await business.goto(`/jobs/${jobId}`);
  await expect(business.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectAtTop(business);
  await expect(business.getByRole('link', { name: 'Edit' }).first()).toHaveAttribute(
    'href',
    `/business/jobs/${jobId}/edit`,
  );
  await expect(business.getByText('Apply Now', { exact: true })).toHaveCount(0);
  await capture(business, 'apply-eligibility-job-owner');
  await business.getByRole('link', { name: 'View applications' }).first().click();
  await expect(business).toHaveURL(new RegExp(`/business/jobs/${jobId}/applications$`));
  await expect(business.getByText('Riley Park')).toBeVisible();
});
