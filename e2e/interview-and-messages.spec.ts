import { expect, test, type Page } from '@playwright/test';
import { apiToken, applyByApi, dayInVermont, publishJob, register, signIn } from './hiring-people';
import { VIEWPORTS, captureBothWidths, mailsTo } from './support';

/** The calendar invitation (the text/calendar part) in a mail's raw text, unfolded. */
const invitationIn = (text: string) =>
  /BEGIN:VCALENDAR[\s\S]*END:VCALENDAR/.exec(text.replace(/\r?\n[ \t]/g, ''))?.[0] ?? '';

const card = (page: Page, name: string) => page.getByRole('region', { name });

// Two people, two browsers: the business proposes two times; Ava accepts the second and sees it
// on her dashboard; they exchange messages; the business moves the interview and Ava gets the
// updated calendar invitation.
test('an interview is proposed, agreed, talked about and moved', async ({ browser }) => {
  test.setTimeout(420_000);
  const stamp = Date.now();
  const title = `Story Time Reader ${stamp}`;
  const businessEmail = `lakeside-${stamp}@example.test`;
  const applicantEmail = `ava-${stamp}@example.test`;

  const business = await (await browser.newContext({ viewport: VIEWPORTS.wide })).newPage();
  const applicant = await (await browser.newContext({ viewport: VIEWPORTS.wide })).newPage();
  const { access_token: businessToken = '' } = await register(
    business.request,
    'business',
    businessEmail,
  );
  const jobId = await publishJob(business.request, businessToken, title);
  await register(applicant.request, 'applicant', applicantEmail);
  const applicantToken = await apiToken(applicant.request, applicantEmail);
  const applicationId = await applyByApi(applicant.request, applicantToken, jobId);

  // The business proposes two times, in person at the shop.
  await signIn(business, 'business', businessEmail);
  await business.goto(`/business/applications/${applicationId}`);
  await expect(business.getByRole('heading', { level: 1, name: 'Ava Chen' })).toBeVisible();
  await card(business, 'Interview').getByRole('button', { name: 'Propose interview' }).click();
  const propose = business.getByRole('dialog', { name: 'Propose an interview to Ava Chen' });
  await expect(propose.getByRole('textbox', { name: 'Address' })).toHaveValue(
    '3 Pine St, Burlington, VT 05401',
  );
  await expect(propose.getByRole('combobox', { name: 'Time zone' })).toHaveText('Eastern Time');
  await propose.getByLabel('Time 1: date').fill(dayInVermont(3));
  await propose.getByLabel('Start').first().fill('15:30');
  await propose.getByRole('button', { name: 'Offer another time' }).click();
  await propose.getByLabel('Time 2: date').fill(dayInVermont(4));
  await propose.getByLabel('Start').nth(1).fill('16:00');
  await propose.getByLabel(/^Note for the applicant/).fill('Ask for Dana at the front desk.');
  await captureBothWidths(business, 'interview-propose-dialog');
  await propose.getByRole('button', { name: 'Send proposal' }).click();
  await expect(business.getByText('Proposal sent. Ava Chen has been told.')).toBeVisible();
  await expect(
    card(business, 'Interview').getByText('Waiting for Ava Chen to choose a time.'),
  ).toBeVisible();
  await captureBothWidths(business, 'interview-proposed-business');

  // Ava hears of it, opens her application and accepts the second time.
  await expect
    .poll(() => mailsTo(applicantEmail).map((mail) => mail.subject), { timeout: 20_000 })
    .toContain(`Interview proposed: ${title}`);
  await signIn(applicant, 'applicant', applicantEmail);
  await applicant.goto('/applicant/dashboard/applications');
  const row = applicant.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Interview proposed: choose a time')).toBeVisible();
  await row.getByRole('link', { name: `Open your application for ${title}` }).click();
  await expect(applicant.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const times = applicant.getByRole('radiogroup', { name: 'Times offered' });
  await expect(times.getByRole('radio')).toHaveCount(2);
  await captureBothWidths(applicant, 'interview-choose-time');
  await times.getByRole('radio').nth(1).check();
  await applicant.getByRole('button', { name: 'Accept this time' }).click();
  await expect(applicant.getByText('Interview confirmed. See you there!')).toBeVisible();
  await expect(card(applicant, 'Interview').getByText('Interview confirmed')).toBeVisible();
  await expect(applicant.getByText('Interview Scheduled')).toBeVisible();

  // Both get the invitation; Ava's dashboard lists the interview.
  await expect
    .poll(() => invitationIn(mailsTo(applicantEmail)[0]?.text ?? ''), { timeout: 20_000 })
    .toContain('SEQUENCE:0');
  const firstInvitation = invitationIn(mailsTo(applicantEmail)[0]?.text ?? '');
  expect(firstInvitation).toContain('METHOD:REQUEST');
  await expect
    .poll(() => invitationIn(mailsTo(businessEmail)[0]?.text ?? ''), { timeout: 20_000 })
    .toContain('SEQUENCE:0');
  await applicant.goto('/applicant/dashboard');
  const upcoming = applicant.getByRole('region', { name: 'Upcoming interviews' });
  await expect(upcoming.getByText(`${title} at Lakeside Books`)).toBeVisible();
  await captureBothWidths(applicant, 'interview-dashboard-applicant');

  // They exchange a message.
  await upcoming.getByRole('link').first().click();
  await applicant
    .getByLabel('Message to Lakeside Books')
    .fill('Thank you! Should I bring anything?');
  await applicant.getByRole('button', { name: 'Send' }).click();
  await expect(
    applicant
      .getByRole('list', { name: 'Messages' })
      .getByText('Thank you! Should I bring anything?'),
  ).toBeVisible();
  await business.reload();
  const thread = business.getByRole('list', { name: 'Messages' });
  await expect(thread.getByText('Thank you! Should I bring anything?')).toBeVisible();
  await business.getByLabel('Message to Ava Chen').fill('Just yourself and a photo ID.');
  await business.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByText('Just yourself and a photo ID.')).toBeVisible();

  // The business moves the interview; Ava gets the updated invitation.
  await card(business, 'Interview').getByRole('button', { name: 'Move interview' }).click();
  const move = business.getByRole('dialog', { name: 'Move the interview' });
  await move.getByLabel('New time: date').fill(dayInVermont(5));
  await move.getByLabel('Start').fill('10:00');
  await move.getByLabel('Message (optional)').fill('Could we do the morning instead?');
  await move.getByRole('button', { name: 'Move interview' }).click();
  await expect(business.getByText('Interview moved. Both calendars get the update.')).toBeVisible();
  await captureBothWidths(business, 'interview-moved-business');

  await expect
    .poll(() => invitationIn(mailsTo(applicantEmail)[0]?.text ?? ''), { timeout: 20_000 })
    .toContain('SEQUENCE:1');
  const updated = invitationIn(mailsTo(applicantEmail)[0]?.text ?? '');
  expect(updated).toContain('METHOD:REQUEST');
  expect(/UID:(\S+)/.exec(updated)?.[1]).toBe(/UID:(\S+)/.exec(firstInvitation)?.[1]);
  expect(mailsTo(applicantEmail)[0]?.text).toContain('Could we do the morning instead?');

  await applicant.reload();
  await expect(
    applicant.getByRole('list', { name: 'Messages' }).getByText('Just yourself and a photo ID.'),
  ).toBeVisible();
  await expect(applicant.getByText(/Lakeside Books moved the interview/)).toBeVisible();
  await captureBothWidths(applicant, 'interview-moved-applicant');

  // The business's dashboard lists it too, and its list of applications says where it stands.
  await business.goto('/business/dashboard');
  const businessUpcoming = business.getByRole('region', { name: 'Upcoming interviews' });
  await expect(businessUpcoming.getByText(`Ava Chen · ${title}`)).toBeVisible();
  await captureBothWidths(business, 'interview-dashboard-business');
  await business.goto(`/business/jobs/${jobId}/applications`);
  await expect(
    business.getByRole('link', { name: /^Ava Chen/ }).getByText(/^Interview [A-Z][a-z]{2}, /),
  ).toBeVisible();
  await captureBothWidths(business, 'interview-applications-business');
});
