import { describe, expect, it } from 'vitest';
import { weeklySummaryMail } from './weekly-summary';

const ORIGIN = 'https://jobs.example.test';
const FOOTER =
  'You get this email because "Weekly Summary" is on. Change it at https://jobs.example.test/applicant/dashboard/notifications.';

describe('weekly summary mail', () => {
  it("tells the week's application changes and what the saved searches found", () => {
    const mail = weeklySummaryMail(ORIGIN, {
      changes: [
        { job_title: 'Dog Sitter', company_name: 'Rose City Books', status: 'rejected' },
        { job_title: 'Dog Walker', company_name: 'Rose City Books', status: 'shortlisted' },
      ],
      searches: [
        { name: 'Dog jobs', count: 1, capped: false },
        { name: 'Nothing new', count: 0, capped: false },
        { name: 'Anything', count: 99, capped: true },
      ],
    });
    expect(mail).toEqual({
      subject: 'Your week on FirstShift',
      text: `Hello,

Your applications this week:
- Dog Sitter at Rose City Books: not selected
- Dog Walker at Rose City Books: under review (shortlisted)
https://jobs.example.test/applicant/dashboard/applications

New jobs for your saved searches:
- "Dog jobs": 1 new job
- "Anything": 99+ new jobs
https://jobs.example.test/applicant/dashboard/saved-searches

${FOOTER}

The FirstShift team`,
    });
  });

  it('leaves out a section with nothing in it', () => {
    const mail = weeklySummaryMail(ORIGIN, {
      changes: [],
      searches: [{ name: 'Dog jobs', count: 2, capped: false }],
    });
    expect(mail?.text).toBe(`Hello,

New jobs for your saved searches:
- "Dog jobs": 2 new jobs
https://jobs.example.test/applicant/dashboard/saved-searches

${FOOTER}

The FirstShift team`);
  });

  it('is not sent for a week with nothing to say', () => {
    const quiet = { changes: [], searches: [{ name: 'Dog jobs', count: 0, capped: false }] };
    expect(weeklySummaryMail(ORIGIN, quiet)).toBeNull();
  });
});
