import { describe, expect, it } from 'vitest';
import { type AlertedJob, jobAlertMail } from './job-alert';

const job = (id: number, title: string, overrides: Partial<AlertedJob> = {}): AlertedJob => ({
  id,
  title,
  company_name: 'Rose City Bakery',
  job_types: ['part-time'],
  location_city: 'Salem',
  location_state: 'OR',
  ...overrides,
});

describe('job alert mail', () => {
  it('lists each new job with its types, place and link', () => {
    const jobs = [
      job(12, 'Dog Walker', { job_types: ['part-time', 'seasonal'] }),
      job(9, 'Dog Sitter'),
    ];
    expect(jobAlertMail('https://jobs.example.test', 'Dog jobs in Salem', jobs)).toEqual({
      subject: '2 new jobs for "Dog jobs in Salem"',
      text: `Hello,

Your saved search "Dog jobs in Salem" found 2 new jobs:

- Dog Walker at Rose City Bakery (Part-time, Seasonal), Salem, OR
  https://jobs.example.test/jobs/12
- Dog Sitter at Rose City Bakery (Part-time), Salem, OR
  https://jobs.example.test/jobs/9

See everything your saved searches found:
https://jobs.example.test/applicant/dashboard/saved-searches

You get this email because "New Job Matches" is on. Change it at https://jobs.example.test/applicant/dashboard/notifications.

The FirstShift team`,
    });
  });

  it('says "1 new job" for one', () => {
    expect(jobAlertMail('https://jobs.example.test', 'Cafés', [job(1, 'Barista')]).subject).toBe(
      '1 new job for "Cafés"',
    );
  });
});
