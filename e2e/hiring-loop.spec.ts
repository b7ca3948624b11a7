import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { VIEWPORTS, captureBothWidths, mailsTo } from './support';

const PASSWORD = 'answers2026';
const field = (page: Page, name: RegExp) => page.getByRole('main').getByLabel(name);

async function register(request: APIRequestContext, role: 'business' | 'applicant', email: string) {
  const common = {
    email,
    password: PASSWORD,
    phone_number: '',
    address_line1: '3 Pine St',
    address_line2: '',
    city: 'Burlington',
    state: 'VT',
    zip_code: '05401',
    email_notifications: true,
    terms_accepted: true,
  };
  const data =
    role === 'business'
      ? {
          ...common,
          business_name: 'Lakeside Books',
          business_category: 'Retail',
          business_description: 'New and used books by the lake.',
        }
      : { ...common, first_name: 'Ava', last_name: 'Chen', date_of_birth: '2009-04-02' };
  const res = await request.post(`/api/auth/register/${role}`, { data });
  expect(res.status(), await res.text()).toBe(201);
  return res.json() as Promise<{ access_token?: string }>;
}

async function signIn(page: Page, role: 'business' | 'applicant', email: string) {
  await page.goto(`/${role}/login`);
  await field(page, /^Email/).fill(email);
  await field(page, /^Password/).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${role}/dashboard$`));
}

const metric = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Your numbers' }).getByRole('listitem').filter({ hasText: label });

// Two people, two browsers: an applicant applies; the business shortlists, then schedules an
// interview; the applicant sees "Interview Scheduled" and has the mail; the business accepts,
// and its dashboard's response rate changes.
test('a business answers an application and the applicant follows every step', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const title = `Bookshop Helper ${stamp}`;
  const businessEmail = `books-${stamp}@example.test`;
  const applicantEmail = `ava-${stamp}@example.test`;

  const business = await (await browser.newContext({ viewport: VIEWPORTS.wide })).newPage();
  const applicant = await (await browser.newContext({ viewport: VIEWPORTS.wide })).newPage();

  const { access_token: token } = await register(business.request, 'business', businessEmail);
  const posted = await business.request.post('/api/jobs/', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
    data: {
      title,
      job_type: ['part-time'],
      business_category: 'Retail',
      work_format: 'in-person',
      minimum_age_required: 15,
      location_street: '3 Pine St',
      location_city: 'Burlington',
      location_state: 'VT',
      location_zip: '05401',
      description: 'Shelve books and help readers find their next favourite.',
      contact_email: businessEmail,
      action: 'save_and_publish',
    },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  const jobId = ((await posted.json()) as { id: number }).id;
  await register(applicant.request, 'applicant', applicantEmail);

  // The applicant applies.
  await signIn(applicant, 'applicant', applicantEmail);
  await applicant.goto(`/jobs/${jobId}/apply`);
  await expect(field(applicant, /^First name/)).toHaveValue('Ava');
  await field(applicant, /^Phone/).fill('802-555-0123');
  await field(applicant, /^Street address/).fill('3 Pine St');
  await field(applicant, /^City/).fill('Burlington');
  await field(applicant, /^State/).selectOption('VT');
  await field(applicant, /^ZIP/).fill('05401');
  await field(applicant, /^Why are you a good fit/).fill(
    'I read two books a week and love helping.',
  );
  await applicant.getByRole('radio', { name: 'Immediately' }).check();
  await applicant.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await applicant.getByRole('button', { name: 'Submit Application' }).click();
  await expect(applicant.getByText('Application submitted successfully!')).toBeVisible();
  // The job's page now says so instead of offering Apply Now again.
  await applicant.goto(`/jobs/${jobId}`);
  await expect(applicant.getByText(/^You applied \d+[sm] ago$/).first()).toBeVisible();
  await expect(applicant.getByText('Apply Now', { exact: true })).toHaveCount(0);
  await captureBothWidths(applicant, 'hiring-job-already-applied');
  await applicant.setViewportSize(VIEWPORTS.wide);

  // The business sees a new application, and nothing answered yet.
  await signIn(business, 'business', businessEmail);
  await expect(metric(business, 'Response Rate')).toHaveText(/0%/);
  await expect(business.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await business
    .getByRole('article', { name: title })
    .getByRole('link', { name: `1 new application for ${title}` })
    .click();
  await expect(business.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
  await expect(business.getByText(`${title} · 1 application · 1 new`)).toBeVisible();
  await captureBothWidths(business, 'hiring-applications');

  await business.setViewportSize(VIEWPORTS.wide);
  await business.getByRole('link', { name: 'Ava Chen, new, open the application' }).click();
  await expect(business.getByRole('heading', { level: 1, name: 'Ava Chen' })).toBeVisible();
  await expect(business.getByText('I read two books a week and love helping.')).toBeVisible();
  await business.getByRole('button', { name: 'Shortlist' }).click();
  await expect(
    business.getByText('Application marked Shortlisted. Ava has been told.'),
  ).toBeVisible();
  await business.getByRole('button', { name: 'Schedule Interview' }).click();
  await expect(
    business.getByText('Application marked Interview Scheduled. Ava has been told.'),
  ).toBeVisible();
  await expect(
    business.getByRole('list', { name: 'Status history' }).getByRole('listitem'),
  ).toHaveCount(3);
  await captureBothWidths(business, 'hiring-application');

  // The applicant sees "Interview Scheduled", in the app and by mail.
  await applicant.goto('/applicant/dashboard/applications');
  const row = applicant.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Interview Scheduled')).toBeVisible();
  await expect(row.getByText(/status updated \d+[sm] ago/)).toBeVisible();
  await expect
    .poll(() => mailsTo(applicantEmail).map((mail) => mail.subject), { timeout: 20_000 })
    .toContain(`Your application for ${title}: Interview Scheduled`);
  const interviewMail = mailsTo(applicantEmail).find((m) =>
    m.subject.endsWith('Interview Scheduled'),
  );
  expect(interviewMail?.text).toContain('Lakeside Books would like to interview you.');
  await applicant.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(
    applicant.getByRole('menuitem', { name: new RegExp(`${title}: Interview Scheduled`) }),
  ).toBeVisible();
  await applicant.keyboard.press('Escape');
  await captureBothWidths(applicant, 'hiring-applicant-interview');

  // The business accepts; its response rate changes.
  await business.setViewportSize(VIEWPORTS.wide);
  await business.getByRole('button', { name: 'Accept' }).click();
  await business
    .getByRole('dialog', { name: 'Accept Ava?' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(business.getByText('Application marked Accepted. Ava has been told.')).toBeVisible();
  await expect(business.getByText('This application is closed: accepted.')).toBeVisible();
  await business.goto('/business/dashboard');
  await expect(metric(business, 'Response Rate')).toHaveText(/100%/);

  await applicant.reload();
  await expect(
    applicant.getByRole('listitem').filter({ hasText: title }).getByText('Accepted'),
  ).toBeVisible();
});
