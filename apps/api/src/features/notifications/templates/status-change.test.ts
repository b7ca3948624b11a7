import { describe, expect, it } from 'vitest';
import { type StatusChange, statusChangeMail, statusChangeNotice } from './status-change';

const change = (status: StatusChange['status']): StatusChange => ({
  jobTitle: 'Dog Walker',
  companyName: 'Rose City Books',
  status,
});

describe('application status change', () => {
  it.each([
    ['shortlisted', 'Dog Walker: Shortlisted', 'Rose City Books has shortlisted your application'],
    [
      'interview_scheduled',
      'Dog Walker: Interview Scheduled',
      'Rose City Books would like to interview you',
    ],
    [
      'accepted',
      'Dog Walker: Accepted',
      'Rose City Books has accepted your application. Congratulations!',
    ],
    [
      'rejected',
      'Dog Walker: Rejected',
      'Rose City Books has decided not to move forward with your application',
    ],
  ] as const)('tells the applicant in the app when it is %s', (status, title, body) => {
    expect(statusChangeNotice(change(status))).toEqual({
      title,
      body,
      link: '/applicant/dashboard/applications',
    });
  });

  it('mails the news, the job, the status and how to turn such mails off', () => {
    expect(statusChangeMail('https://jobs.example.test', change('interview_scheduled'))).toEqual({
      subject: 'Your application for Dog Walker: Interview Scheduled',
      text: `Hello,

Rose City Books would like to interview you.

Job: Dog Walker at Rose City Books
Status: Interview Scheduled

See all your applications:

https://jobs.example.test/applicant/dashboard/applications

You get this email because "Application Updates" is on. Turn it off at https://jobs.example.test/applicant/dashboard/notifications.

The FirstShift team`,
    });
  });

  it('carries the business’s word and leads to the application itself when it has one', () => {
    const withWord = {
      ...change('accepted'),
      message: 'First shift is Saturday at 9.',
      applicationId: 12,
    };
    expect(statusChangeNotice(withWord)).toEqual({
      title: 'Dog Walker: Accepted',
      body: 'Rose City Books has accepted your application. Congratulations! “First shift is Saturday at 9.”',
      link: '/applicant/dashboard/applications/12',
    });
    const mail = statusChangeMail('https://jobs.example.test', withWord).text;
    expect(mail).toContain('Their message: First shift is Saturday at 9.');
    expect(mail).toContain('https://jobs.example.test/applicant/dashboard/applications/12');
  });
});
