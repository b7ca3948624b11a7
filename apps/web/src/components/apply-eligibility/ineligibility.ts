import { applicationsClosedMessage, formatPostedDate } from '@firstshift/domain';
import type { Eligibility } from './apply-eligibility';

// Why an applicant may not apply, in words: plain text, so that a job's page can say it
// without loading the note's Material UI (docs/decisions/045).

export const JOB_CLOSED_MESSAGE = 'This job is not open any more, so it cannot take applications.';

export type Ineligible = Extract<
  Eligibility,
  { kind: 'too-young' | 'needs-date-of-birth' | 'closed' | 'deadline-passed' }
>;

export function isIneligible(eligibility: Eligibility): eligibility is Ineligible {
  return ['too-young', 'needs-date-of-birth', 'closed', 'deadline-passed'].includes(
    eligibility.kind,
  );
}

/**
 * The full reason, as the API would give it, with the way forward: for one too young, saving the
 * job for later only where `offersSave` (the page has the control beside the text).
 */
export function ineligibleMessage(eligibility: Ineligible, offersSave = false): string {
  switch (eligibility.kind) {
    case 'too-young': {
      const reason = `This job is for ages ${eligibility.minimumAge} and up, so you can’t apply yet`;
      if (!eligibility.from) return `${reason}.${offersSave ? ' Save it for later!' : ''}`;
      return (
        `${reason}: you can from ${formatPostedDate(eligibility.from)}. ` +
        (offersSave ? 'Save it and come back then!' : 'Come back then!')
      );
    }
    case 'needs-date-of-birth':
      return (
        `This job is for ages ${eligibility.minimumAge} and up. Add your date of birth to your ` +
        'profile so we can tell that you can apply.'
      );
    case 'closed':
      return JOB_CLOSED_MESSAGE;
    case 'deadline-passed':
      return applicationsClosedMessage(eligibility.deadline);
  }
}

/** A few words under the disabled Apply Now. */
export function ineligibleShortReason(eligibility: Ineligible): string {
  switch (eligibility.kind) {
    case 'too-young':
      return eligibility.from
        ? `You can apply from ${formatPostedDate(eligibility.from)}`
        : `For ages ${eligibility.minimumAge} and up`;
    case 'needs-date-of-birth':
      return 'Add your date of birth to apply';
    case 'closed':
      return 'Not taking applications';
    case 'deadline-passed':
      return `Closed on ${formatPostedDate(eligibility.deadline)}`;
  }
}
