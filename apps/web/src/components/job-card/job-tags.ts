import {
  JOB_CARD_MAX_CHIPS,
  JOB_TYPE_LABELS,
  WORK_FORMAT_LABELS,
  type JobType,
  type WorkFormat,
} from '@firstshift/domain';

type Taggable = {
  job_type: readonly JobType[];
  business_category: string;
  work_format: WorkFormat;
};

/** SPEC §3: the tags of a job are its job types, then its category, then its work format. */
export function jobTags(job: Taggable, max: number = JOB_CARD_MAX_CHIPS): string[] {
  return [
    ...job.job_type.map((type) => JOB_TYPE_LABELS[type]),
    job.business_category,
    WORK_FORMAT_LABELS[job.work_format],
  ]
    .filter(Boolean)
    .slice(0, max);
}
