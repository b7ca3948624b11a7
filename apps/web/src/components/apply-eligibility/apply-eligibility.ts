import {
  ageOn,
  dayOfAge,
  deadlinePassed,
  type ApplicationListItem,
  type JobStatus,
} from '@firstshift/domain';

/** What the job must tell about itself; null when it is not on the board (404). */
export type EligibilityJob = {
  status: JobStatus;
  minimum_age_required: number;
  /** YYYY-MM-DD; none when the job takes applications until it closes. */
  application_deadline?: string | null;
} | null;

/** The deadline of a job on the board that has passed (decision 081), else null. */
export function passedDeadline(job: EligibilityJob, now: Date = new Date()): string | null {
  const deadline = job?.application_deadline;
  return job?.status === 'active' && deadline && deadlinePassed(deadline, now) ? deadline : null;
}

/**
 * Whether a signed-in applicant may apply, in the order the API refuses (decision 012): the job
 * must be active, not already applied to, before its deadline, and the applicant old enough (a
 * job with a minimum age needs a date of birth to tell).
 */
export type Eligibility =
  | { kind: 'eligible' }
  | { kind: 'closed' }
  | { kind: 'deadline-passed'; deadline: string }
  | { kind: 'applied'; application: ApplicationListItem }
  | { kind: 'too-young'; minimumAge: number; age: number; from: string | null }
  | { kind: 'needs-date-of-birth'; minimumAge: number };

export function applyEligibility(
  job: EligibilityJob,
  application: ApplicationListItem | null,
  dateOfBirth: string | null | undefined,
  today: Date = new Date(),
): Eligibility {
  if (!job || job.status !== 'active') return { kind: 'closed' };
  if (application) return { kind: 'applied', application };
  const deadline = passedDeadline(job, today);
  if (deadline) return { kind: 'deadline-passed', deadline };
  const minimumAge = job.minimum_age_required;
  if (minimumAge <= 0) return { kind: 'eligible' };
  const age = dateOfBirth ? ageOn(dateOfBirth, today) : null;
  if (age === null || !dateOfBirth) return { kind: 'needs-date-of-birth', minimumAge };
  if (age < minimumAge) {
    return { kind: 'too-young', minimumAge, age, from: dayOfAge(dateOfBirth, minimumAge) };
  }
  return { kind: 'eligible' };
}
