import { type ApplicationStatus, BUSINESS_STATUS_LABELS } from '@firstshift/domain';
import { type InAppNotice, type MailContent, letter, switchFooter } from './letter';

export interface StatusChange {
  jobTitle: string;
  companyName: string;
  status: Exclude<ApplicationStatus, 'applied'>;
}

const NEWS: Record<StatusChange['status'], string> = {
  shortlisted: 'has shortlisted your application',
  interview_scheduled: 'would like to interview you',
  accepted: 'has accepted your application. Congratulations!',
  rejected: 'has decided not to move forward with your application',
};

const news = (change: StatusChange) => `${change.companyName} ${NEWS[change.status]}`;

/** The applicant's notification that a business moved their application. */
export function statusChangeNotice(change: StatusChange): InAppNotice {
  return {
    title: `${change.jobTitle}: ${BUSINESS_STATUS_LABELS[change.status]}`,
    body: news(change),
    link: '/applicant/dashboard/applications',
  };
}

/** Its mail, while the applicant's "Application Updates" is on. */
export function statusChangeMail(origin: string, change: StatusChange): MailContent {
  const label = BUSINESS_STATUS_LABELS[change.status];
  return {
    subject: `Your application for ${change.jobTitle}: ${label}`,
    text: letter([
      `${news(change)}.`,
      '',
      `Job: ${change.jobTitle} at ${change.companyName}`,
      `Status: ${label}`,
      '',
      'See all your applications:',
      '',
      `${origin}${statusChangeNotice(change).link}`,
      '',
      switchFooter(origin, 'Application Updates', 'Turn off'),
    ]),
  };
}
