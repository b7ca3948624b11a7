import type { JobDetail } from '@firstshift/domain';
import { Suspense } from 'react';
import {
  ineligibleShortReason,
  isIneligible,
} from '../../../components/apply-eligibility/ineligibility';
import type { EligibilityCheck } from '../../../components/apply-eligibility/use-apply-eligibility';
import type { Session } from '../../../lib/session';
import { ApplyButton } from './apply-button';
import { AppliedNote, OwnerJobActions } from './signed-in-parts';
import { useApplyAction } from './use-apply-action';

type Props = {
  job: JobDetail;
  session: Session | null;
  check: EligibilityCheck;
  /** Which of the page's two places this is, so a refusal shows beside the button clicked. */
  from: string;
  fullWidth?: boolean;
};

/**
 * What the job page offers where SPEC §2 puts Apply Now: Edit and View applications for the
 * business that posted it; for an applicant who already applied, when and where it stands; for
 * one who may not apply (too young, no date of birth, job closed), Apply Now turned off with
 * the reason; else Apply Now with SPEC's click logic.
 */
export function JobApplyAction({ job, session, check, from, fullWidth }: Props) {
  const { href, apply, refusal } = useApplyAction(job.id);
  if (session?.role === 'business' && job.is_owner) {
    return (
      <Suspense>
        <OwnerJobActions jobId={job.id} fullWidth={fullWidth} />
      </Suspense>
    );
  }
  const eligibility = check.state === 'known' ? check.eligibility : null;
  if (eligibility?.kind === 'applied') {
    return (
      <Suspense>
        <AppliedNote application={eligibility.application} />
      </Suspense>
    );
  }
  return (
    <ApplyButton
      href={href}
      onApply={(event) => apply(from, event)}
      blockedMessage={refusal(from)}
      fullWidth={fullWidth}
      disabled={check.state === 'checking' || (eligibility !== null && isIneligible(eligibility))}
      reason={
        eligibility && isIneligible(eligibility) ? ineligibleShortReason(eligibility) : undefined
      }
    />
  );
}
