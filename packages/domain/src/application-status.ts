import type { ApplicationStatus } from './constants';

// How an applicant sees the status of an application (SPEC §4 "Application status shown"):
// applied, and any value this client does not know, reads "Under Review"; shortlisted is
// still under review from the applicant's side (DESIGN §5).

export type ApplicationStatusLabel =
  'Under Review' | 'Interview Scheduled' | 'Rejected' | 'Accepted';
export type ApplicationStatusColor = 'warning' | 'info' | 'error' | 'success';

export type ApplicationStatusChip = {
  label: ApplicationStatusLabel;
  color: ApplicationStatusColor;
};

const UNDER_REVIEW: ApplicationStatusChip = { label: 'Under Review', color: 'warning' };

const CHIPS: Partial<Record<ApplicationStatus, ApplicationStatusChip>> = {
  interview_scheduled: { label: 'Interview Scheduled', color: 'info' },
  rejected: { label: 'Rejected', color: 'error' },
  accepted: { label: 'Accepted', color: 'success' },
};

/** The label and chip colour of an application status, as the applicant reads it. */
export function applicationStatusChip(status: string | null | undefined): ApplicationStatusChip {
  if (!status || !Object.hasOwn(CHIPS, status)) return UNDER_REVIEW;
  return CHIPS[status as ApplicationStatus] ?? UNDER_REVIEW;
}
