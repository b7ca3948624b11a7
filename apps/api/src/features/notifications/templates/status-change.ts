import { type ApplicationStatus, BUSINESS_STATUS_LABELS } from '@firstshift/domain';
import { conversationPath } from '../../../lib/notices';
import { type InAppNotice, type MailContent, letter, switchFooter } from './letter';

export interface StatusChange {
  jobTitle: string;
  companyName: string;
  status: Exclude<ApplicationStatus, 'applied'>;
  /** The business's word with the move, if any. */
  message?: string | null;
  applicationId?: number;
}

const NEWS: Record<StatusChange['status'], string> = {
  shortlisted: 'has shortlisted your application',
  interview_scheduled: 'would like to interview you',
  accepted: 'has accepted your application. Congratulations!',
  rejected: 'has decided not to move forward with your application',
};

/** Ends `text` as a sentence, so that a quoted message can follow it. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

const news = (change: StatusChange) => `${change.companyName} ${NEWS[change.status]}`;

/** The applicant's notification that a business moved their application. */
export function statusChangeNotice(change: StatusChange): InAppNotice {
  return {
    title: `${change.jobTitle}: ${BUSINESS_STATUS_LABELS[change.status]}`,
    body: change.message ? `${sentence(news(change))} “${change.message}”` : news(change),
    link:
      change.applicationId === undefined
        ? '/applicant/dashboard/applications'
        : conversationPath('applicant', change.applicationId),
  };
}

/** Its mail, while the applicant's "Application Updates" is on. */
export function statusChangeMail(origin: string, change: StatusChange): MailContent {
  const label = BUSINESS_STATUS_LABELS[change.status];
  return {
    subject: `Your application for ${change.jobTitle}: ${label}`,
    text: letter([
      `${news(change)}.`,
      ...(change.message ? ['', `Their message: ${change.message}`] : []),
      '',
      `Job: ${change.jobTitle} at ${change.companyName}`,
      `Status: ${label}`,
      '',
      change.applicationId === undefined
        ? 'See all your applications:'
        : 'See your application and answer them:',
      '',
      `${origin}${statusChangeNotice(change).link}`,
      '',
      switchFooter(origin, 'Application Updates', 'Turn off'),
    ]),
  };
}
