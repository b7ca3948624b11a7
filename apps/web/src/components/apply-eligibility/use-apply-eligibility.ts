import { useQuery } from '@tanstack/react-query';
import { userDetailsQueryOptions } from '../../lib/user-details';
import {
  applyEligibility,
  passedDeadline,
  type Eligibility,
  type EligibilityJob,
} from './apply-eligibility';
import { myApplicationQueryOptions } from './my-application-query';

export const ELIGIBILITY_CHECK_ERROR = 'We could not check whether you can apply to this job.';

export type EligibilityCheck =
  | { state: 'checking' }
  | { state: 'failed'; message: string; retry: () => void }
  | { state: 'known'; eligibility: Eligibility };

/**
 * What anyone but a signed-in applicant may know without asking: whether the job is open, and
 * whether its deadline has passed.
 */
export function openOrClosed(job: EligibilityJob | null): EligibilityCheck {
  const deadline = passedDeadline(job);
  const eligibility: Eligibility = deadline
    ? { kind: 'deadline-passed', deadline }
    : { kind: job?.status === 'active' ? 'eligible' : 'closed' };
  return { state: 'known', eligibility };
}

/**
 * Whether the signed-in applicant may apply to `job` (undefined while the job loads; null when
 * it is not on the board), from their application to it and, for a job with a minimum age, their
 * date of birth. Pass `enabled: false` for anyone who is not a signed-in applicant.
 */
export function useApplyEligibility(
  jobId: number,
  job: EligibilityJob | undefined,
  enabled: boolean,
): EligibilityCheck {
  const open = enabled && job?.status === 'active';
  const application = useQuery({ ...myApplicationQueryOptions(jobId), enabled: open });
  const needsAge = open && job.minimum_age_required > 0;
  const profile = useQuery({ ...userDetailsQueryOptions(), enabled: needsAge });

  if (job === undefined) return { state: 'checking' };
  if (!open) return openOrClosed(job);
  const failed = [application, ...(needsAge ? [profile] : [])].find((query) => query.isError);
  if (failed) {
    return {
      state: 'failed',
      message: failed.error.message || ELIGIBILITY_CHECK_ERROR,
      retry: () => {
        if (application.isError) void application.refetch();
        if (profile.isError) void profile.refetch();
      },
    };
  }
  if (application.data === undefined || (needsAge && profile.data === undefined)) {
    return { state: 'checking' };
  }
  return {
    state: 'known',
    eligibility: applyEligibility(job, application.data, profile.data?.date_of_birth),
  };
}
