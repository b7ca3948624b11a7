/** What every short listing of a job names: the job, its company, its town and its types. */
export const JOB_CARD_COLUMNS = [
  'jobs.id',
  'jobs.title',
  'jobs.company_name',
  'jobs.location_city',
  'jobs.location_state',
  'jobs.job_types',
] as const;
