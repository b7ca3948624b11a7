import { describe, expect, it } from 'vitest';
import { newApplicationMail, newApplicationNotice } from './new-application';

const application = { applicationId: 7, jobTitle: 'Dog Walker', applicantName: 'Maya Lopez' };

describe('new application', () => {
  it('tells the business in the app who applied, linking to the application', () => {
    expect(newApplicationNotice(application)).toEqual({
      title: 'New application: Dog Walker',
      body: 'Maya Lopez applied to Dog Walker.',
      link: '/business/applications/7',
    });
  });

  it('mails the same with the link and why the mail comes', () => {
    expect(newApplicationMail('https://jobs.example.test', application)).toEqual({
      subject: 'New application for Dog Walker',
      text: `Hello,

Maya Lopez applied to your job "Dog Walker".

Read the application and answer it:

https://jobs.example.test/business/applications/7

You get this email because email notifications are on in your business profile (https://jobs.example.test/business/profile).

The FirstShift team`,
    });
  });
});
