import { z } from 'zod';
import {
  APPLICANT_PAGE_SIZE,
  JOB_LIST_MAX_LIMIT,
  JOB_LIST_MAX_SKIP,
  JOB_STATUSES,
  JOB_TYPES,
  MINIMUM_AGES,
  SORT_OPTIONS,
  WORK_FORMATS,
  toBusinessCategory,
} from './constants';
import { NEAR_ZIP_MESSAGE, RADIUS_MESSAGE, isRadiusMiles } from './distance';
import { workScheduleResponseSchema } from './shift-schemas';
import { isValidZip } from './validation/patterns';
import { decimalNumber, safeString } from './validation/fields';

// Request and response shapes of the public job calls (SPEC §3, §7). The API declares its
// route schemas from these, and the SPA reads its types from them.

const queryBoolean = z
  .enum(['true', 'false', '1', '0'], { message: 'Use true or false' })
  .transform((v) => v === 'true' || v === '1');

const optionalText = (max: number) =>
  safeString()
    .trim()
    .max(max, { message: `At most ${max} characters` })
    .optional()
    .transform((v) => (v ? v : undefined));

/** GET /jobs/ query. Unknown keys are ignored; bad values answer 400 with the field. */
export const jobListQuerySchema = z.object({
  skip: decimalNumber(
    z
      .number({ message: 'skip must be a whole number' })
      .int({ message: 'skip must be a whole number' })
      .min(0, { message: 'skip must be 0 or more' })
      .max(JOB_LIST_MAX_SKIP, {
        message: `skip must be ${JOB_LIST_MAX_SKIP.toLocaleString('en-US')} or less`,
      }),
  ).default(0),
  limit: decimalNumber(
    z
      .number({ message: 'limit must be a whole number' })
      .int({ message: 'limit must be a whole number' })
      .min(1, { message: `limit must be between 1 and ${JOB_LIST_MAX_LIMIT}` })
      .max(JOB_LIST_MAX_LIMIT, { message: `limit must be between 1 and ${JOB_LIST_MAX_LIMIT}` }),
  ).default(APPLICANT_PAGE_SIZE),
  /** The public only ever sees active jobs, whatever this says. */
  status: z.enum(JOB_STATUSES, { message: 'Unknown status' }).optional(),
  search: optionalText(200),
  job_type: z.enum(JOB_TYPES, { message: 'Unknown job type' }).optional(),
  /** "city, state, zip" in any combination, joined with commas (see joinLocation). */
  location: optionalText(200),
  city: optionalText(100),
  state: optionalText(2),
  zip: optionalText(10),
  /** Radius search (decision 068): the ZIP code to measure from, with `radius`. */
  near: safeString()
    .optional()
    // "97 201" as typed on a phone's keypad is 97201.
    .transform((v) => v?.replace(/\s+/g, '') || undefined)
    .refine((v) => v === undefined || isValidZip(v), { message: NEAR_ZIP_MESSAGE }),
  /** Radius search: jobs within this many miles of `near`. */
  radius: decimalNumber(
    z.number({ message: RADIUS_MESSAGE }).refine(isRadiusMiles, { message: RADIUS_MESSAGE }),
  ).optional(),
  /** A display name ("Pet Care") or a lowercase code ("petcare"); normalised to the name. */
  business_category: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const name = toBusinessCategory(v);
      if (!name) {
        ctx.addIssue({ code: 'custom', message: 'Unknown business category' });
        return z.NEVER;
      }
      return name;
    }),
  work_format: z.enum(WORK_FORMATS, { message: 'Unknown work format' }).optional(),
  company: optionalText(200),
  /** Compared normalised (normalizeCompensationType): "per hour" finds the jobs stored as "hour". */
  compensation_type: optionalText(100),
  /** The seeker's age: only jobs whose minimum age is at most this value. */
  minimum_age: decimalNumber(
    z
      .number({ message: 'minimum_age must be a whole number' })
      .int({ message: 'minimum_age must be a whole number' })
      .min(MINIMUM_AGES[0], { message: `minimum_age must be ${MINIMUM_AGES[0]} or more` })
      .max(120, { message: 'minimum_age is too large' }),
  ).optional(),
  hsWelcome: queryBoolean.optional(),
  afterSchool: queryBoolean.optional(),
  /** The shifts (decision 069): some on a Saturday or Sunday. */
  weekends: queryBoolean.optional(),
  /** The shifts: every one on a school day starts at 3 pm or later. */
  afterThree: queryBoolean.optional(),
  /** The shifts: worked only from June 1 to Labor Day. */
  summerOnly: queryBoolean.optional(),
  /** The hours fit the federal rules for 14- and 15-year-olds (the job page says so). */
  youngHours: queryBoolean.optional(),
  sort: z.enum(SORT_OPTIONS, { message: 'Unknown sort option' }).optional(),
});
export type JobListQueryInput = z.input<typeof jobListQuerySchema>;
export type JobListQuery = z.output<typeof jobListQuerySchema>;

export const jobLocationSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type JobLocation = z.infer<typeof jobLocationSchema>;

/** One item of GET /jobs/ (SPEC §3 "Job summary"), with the extras our cards show. */
export const jobSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  company: z.string(),
  /** The company's page: /companies/{company_id}. */
  company_id: z.number().int(),
  location: jobLocationSchema,
  job_type: z.array(z.enum(JOB_TYPES)),
  business_category: z.string(),
  work_format: z.enum(WORK_FORMATS),
  applicants: z.number().int(),
  /** ISO 8601 UTC. */
  posted: z.string(),
  compensation_type: z.string().nullable(),
  compensation_amount: z.number().nullable(),
  minimum_age_required: z.number().int(),
  high_school_students_welcome: z.boolean(),
  after_school_hours_available: z.boolean(),
  /** The shifts in plain words, "Mon–Fri 3:30–6:30 pm · Summer only"; null for none listed. */
  shifts: z.string().nullable(),
  /** The last day to apply, YYYY-MM-DD ("Apply by Dec 12"); null for none (decision 084). */
  deadline: z.string().nullable(),
  /** Present for a signed-in applicant. */
  is_favourite: z.boolean().optional(),
  /** Miles from the ZIP code of a radius search (`near`), to a tenth; present only there. */
  distance_miles: z.number().optional(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

/** GET /jobs/{id} (SPEC §3 "Job detail"), with the fields the edit form needs. */
export const jobDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  company: z.object({
    /** The company's page: /companies/{id}. */
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    description: z.string(),
  }),
  location: jobLocationSchema,
  /** Job type labels, then category, then work format label. */
  tags: z.array(z.string()),
  applicants: z.number().int(),
  /** ISO 8601 UTC; null for a draft never published. */
  posted_date: z.string().nullable(),
  description: z.string(),
  key_responsibilities: z.array(z.string()),
  requirements_qualifications: z.array(z.string()),
  offerings: z.array(z.string()),
  type: z.array(z.enum(JOB_TYPES)),
  job_details: z.object({
    category: z.string(),
    compensation: z.string(),
    schedule: z.string(),
    duration: z.string(),
  }),
  status: z.enum(JOB_STATUSES),
  job_type: z.array(z.enum(JOB_TYPES)),
  business_category: z.string(),
  work_format: z.enum(WORK_FORMATS),
  minimum_age_required: z.number().int(),
  compensation_type: z.string().nullable(),
  compensation_amount: z.number().nullable(),
  duration: z.string().nullable(),
  schedule: z.string().nullable(),
  /** The shifts (decision 066); null for a job with a free-text schedule only. */
  work_schedule: workScheduleResponseSchema.nullable(),
  /**
   * The job is open to 14- and 15-year-olds and its shifts keep the federal rules for their
   * hours (29 CFR 570.35): "Hours fit the rules for 14–15-year-olds".
   */
  young_worker_hours_fit: z.boolean(),
  /** YYYY-MM-DD or null. */
  application_deadline: z.string().nullable(),
  contact_email: z.string(),
  high_school_students_welcome: z.boolean(),
  after_school_hours_available: z.boolean(),
  previous_experience_required: z.boolean(),
  /** Present, and true, only for the signed-in business that owns the job. */
  is_owner: z.literal(true).optional(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

/** Error body of every API failure (DESIGN §4). */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  field: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
