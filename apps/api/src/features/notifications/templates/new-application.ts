import { type InAppNotice, type MailContent, letter } from './letter';

export interface NewApplication {
  applicationId: number;
  jobTitle: string;
  applicantName: string;
}

/** The business's notification of a new application to one of its jobs. */
export function newApplicationNotice(application: NewApplication): InAppNotice {
  return {
    title: `New application: ${application.jobTitle}`,
    body: `${application.applicantName} applied to ${application.jobTitle}.`,
    link: `/business/applications/${application.applicationId}`,
  };
}

/** Its mail, when the business's email notifications are on. */
export function newApplicationMail(origin: string, application: NewApplication): MailContent {
  return {
    subject: `New application for ${application.jobTitle}`,
    text: letter([
      `${application.applicantName} applied to your job "${application.jobTitle}".`,
      '',
      'Read the application and answer it:',
      '',
      `${origin}${newApplicationNotice(application).link}`,
      '',
      `You get this email because email notifications are on in your business profile (${origin}/business/profile).`,
    ]),
  };
}
