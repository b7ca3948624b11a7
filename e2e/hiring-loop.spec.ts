import { expect, test, type Page } from '@playwright/test';
import { dayInVermont, field, publishJob, register, signIn } from './hiring-people';
import { VIEWPORTS, captureBothWidths, mailsTo } from './support';

const metric = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Your numbers' }).getByRole('listitem').filter({ hasText: label });

// Two people, two browsers: an applicant applies; the business shortlists, then proposes an
// interview; the applicant has the mail and accepts its time, and sees "Interview Scheduled";
// the business accepts with a word of welcome, and its dashboard's response rate changes.
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
  const jobId = await publishJob(business.request, token ?? '', title);
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
  // An interview is proposed, and scheduled when Ava accepts its time.
  await business.getByRole('button', { name: 'Propose interview' }).click();
  const propose = business.getByRole('dialog', { name: 'Propose an interview to Ava Chen' });
  await propose.getByLabel('Time 1: date').fill(dayInVermont(3));
  await propose.getByRole('button', { name: 'Send proposal' }).click();
  await expect(business.getByText('Proposal sent. Ava Chen has been told.')).toBeVisible();

  // The applicant hears of it, in the app and by mail, and accepts the time.
  await expect
    .poll(() => mailsTo(applicantEmail).map((mail) => mail.subject), { timeout: 20_000 })
    .toContain(`Interview proposed: ${title}`);
  const proposalMail = mailsTo(applicantEmail).find((m) =>
    m.subject.startsWith('Interview proposed'),
  );
  expect(proposalMail?.text).toContain('Lakeside Books would like to interview you');
  await applicant.goto('/applicant/dashboard/applications');
  await applicant.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(
    applicant.getByRole('menuitem', { name: new RegExp(`${title}: Interview proposed`) }),
  ).toBeVisible();
  await applicant.keyboard.press('Escape');
  const row = applicant.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Interview proposed: choose a time')).toBeVisible();
  await row.getByRole('link', { name: `Open your application for ${title}` }).click();
  await applicant
    .getByRole('radiogroup', { name: 'Times offered' })
    .getByRole('radio')
    .first()
    .check();
  await applicant.getByRole('button', { name: 'Accept this time' }).click();
  await expect(applicant.getByText('Interview confirmed. See you there!')).toBeVisible();
  await applicant.goto('/applicant/dashboard/applications');
  await expect(row.getByText('Interview Scheduled')).toBeVisible();
  await expect(row.getByText(/status updated \d+[sm] ago/)).toBeVisible();
  await captureBothWidths(applicant, 'hiring-applicant-interview');

  await business.reload();
  await expect(
    business.getByRole('list', { name: 'Status history' }).getByRole('listitem'),
  ).toHaveCount(3);
  await captureBothWidths(business, 'hiring-application');

  // The business accepts; its response rate changes.
  await business.setViewportSize(VIEWPORTS.wide);
  await business.getByRole('button', { name: 'Accept' }).click();
  const acceptDialog = business.getByRole('dialog', { name: 'Accept Ava?' });
  await acceptDialog
    .getByLabel('Message to Ava (optional)')
    .fill('Welcome aboard! First shift is Saturday at 9.');
  await acceptDialog.getByRole('button', { name: 'Accept' }).click();
  await expect(business.getByText('Application marked Accepted. Ava has been told.')).toBeVisible();
  await expect(business.getByText('This application is closed: accepted.')).toBeVisible();
  await business.goto('/business/dashboard');
  await expect(metric(business, 'Response Rate')).toHaveText(/100%/);

  await applicant.reload();
  await expect(row.getByText('Accepted')).toBeVisible();
  await row.getByRole('link', { name: `Open your application for ${title}` }).click();
  await expect(
    applicant
      .getByRole('list', { name: 'Messages' })
      .getByText('Welcome aboard! First shift is Saturday at 9.'),
  ).toBeVisible();
});
