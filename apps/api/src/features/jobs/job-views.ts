import {
  JOB_TYPE_LABELS,
  type JobDetail,
  type JobSummary,
  type JobType,
  WORK_FORMAT_LABELS,
  WORK_FORMATS,
  type WorkFormat,
  type WorkSchedule,
  describeSchedule,
  fitsYoungWorkerHours,
  formatCompensation,
  opensToYoungWorkers,
  workScheduleSchema,
} from '@firstshift/domain';
import { jobTypesOf } from '../../db/job-types';
import type { BusinessProfile, Job } from '../../db/schema';

// Rows as stored → the shapes the API returns (SPEC §3): flags become booleans, JSON lists
// become arrays, and "posted" is when the job was published.

export type JobSummaryRow = Pick<
  Job,
  | 'id'
  | 'title'
  | 'company_name'
  | 'business_id'
  | 'location_street'
  | 'location_city'
  | 'location_state'
  | 'location_zip'
  | 'job_types'
  | 'business_category'
  | 'work_format'
  | 'applicants_count'
  | 'published_at'
  | 'created_at'
  | 'compensation_type'
  | 'compensation_amount'
  | 'minimum_age_required'
  | 'high_school_students_welcome'
  | 'after_school_hours_available'
  | 'shifts_text'
  | 'application_deadline'
>;

type ProfileColumn =
  'business_description' | 'address_line1' | 'address_line2' | 'city' | 'state' | 'zip_code';

/** A job joined (left) with its business's profile (its place is for searches only). */
export type JobDetailRow = Omit<
  Job,
  | 'latitude'
  | 'longitude'
  | 'shifts_weekends'
  | 'shifts_after_three'
  | 'shifts_summer_only'
  | 'shifts_fit_young'
> & {
  [K in ProfileColumn]: BusinessProfile[K] | null;
};

export function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** A job's stored shifts; null for none, or for JSON the schema does not take. */
export function parseWorkSchedule(json: string | null): WorkSchedule | null {
  if (!json) return null;
  try {
    const parsed = workScheduleSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function toWorkFormat(value: string): WorkFormat {
  const format = WORK_FORMATS.find((f) => f === value);
  if (!format) throw new Error(`Unknown work format in the database: ${value}`);
  return format;
}

function location(row: JobSummaryRow) {
  return {
    street: row.location_street,
    city: row.location_city,
    state: row.location_state,
    zip: row.location_zip,
  };
}

/**
 * A job card as the API sends it. The public list has the database write this same JSON
 * (job-summary-json.ts, decision 043); this is its definition, which the tests hold the
 * database's JSON to on SQLite and PostgreSQL.
 */
export function toJobSummary(row: JobSummaryRow): JobSummary {
  return {
    id: row.id,
    title: row.title,
    company: row.company_name,
    company_id: row.business_id,
    location: location(row),
    job_type: jobTypesOf(row.job_types),
    business_category: row.business_category,
    work_format: toWorkFormat(row.work_format),
    applicants: row.applicants_count,
    posted: row.published_at ?? row.created_at,
    compensation_type: row.compensation_type,
    compensation_amount: row.compensation_amount,
    minimum_age_required: row.minimum_age_required,
    high_school_students_welcome: row.high_school_students_welcome === 1,
    after_school_hours_available: row.after_school_hours_available === 1,
    shifts: row.shifts_text,
    deadline: row.application_deadline,
  };
}

/** "12 Main St, Suite 2, Springfield, IL 62701" (empty parts left out). */
export function oneLineAddress(row: JobDetailRow): string {
  const region = [row.state, row.zip_code].filter(Boolean).join(' ');
  return [row.address_line1, row.address_line2, row.city, region].filter(Boolean).join(', ');
}

/** Job types as people read them, then the category, then the work format (SPEC §3). */
export function jobTags(types: JobType[], category: string, format: WorkFormat): string[] {
  return [...types.map((t) => JOB_TYPE_LABELS[t]), category, WORK_FORMAT_LABELS[format]];
}

export function toJobDetail(row: JobDetailRow): JobDetail {
  const types = jobTypesOf(row.job_types);
  const format = toWorkFormat(row.work_format);
  const category = row.business_category;
  const workSchedule = parseWorkSchedule(row.work_schedule);
  return {
    id: row.id,
    title: row.title,
    company: {
      id: row.business_id,
      name: row.company_name,
      address: oneLineAddress(row),
      description: row.business_description ?? '',
    },
    location: location(row),
    tags: jobTags(types, category, format),
    applicants: row.applicants_count,
    posted_date: row.published_at,
    description: row.description,
    key_responsibilities: parseList(row.key_responsibilities),
    requirements_qualifications: parseList(row.requirements_qualifications),
    offerings: parseList(row.offerings),
    type: types,
    job_details: {
      category,
      compensation: formatCompensation(row.compensation_amount, row.compensation_type),
      // The shifts in plain words; the free text for a job without them.
      schedule: (workSchedule && describeSchedule(workSchedule)) || (row.schedule ?? ''),
      duration: row.duration ?? '',
    },
    status: row.status,
    job_type: types,
    business_category: category,
    work_format: format,
    minimum_age_required: row.minimum_age_required,
    compensation_type: row.compensation_type,
    compensation_amount: row.compensation_amount,
    duration: row.duration,
    schedule: row.schedule,
    work_schedule: workSchedule,
    young_worker_hours_fit:
      workSchedule !== null &&
      opensToYoungWorkers(row.minimum_age_required) &&
      fitsYoungWorkerHours(workSchedule),
    application_deadline: row.application_deadline,
    contact_email: row.contact_email,
    high_school_students_welcome: row.high_school_students_welcome === 1,
    after_school_hours_available: row.after_school_hours_available === 1,
    previous_experience_required: row.previous_experience_required === 1,
  };
}
