import { JOB_TYPES, type JobType } from '@firstshift/domain';

const isJobType = (value: unknown): value is JobType => JOB_TYPES.some((t) => t === value);

/** jobs.job_types (a JSON list) as the job types it names; anything else is left out. */
export function jobTypesOf(json: string): JobType[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter(isJobType) : [];
  } catch {
    return [];
  }
}
