import { z } from 'zod';
import { normalizeCompensationType } from '../compensation';
import {
  JOB_POST_ACTIONS,
  JOB_TITLE_MAX_LENGTH,
  JOB_TYPES,
  MINIMUM_AGES,
  WORK_FORMATS,
} from '../constants';
import {
  businessCategoryField,
  emailField,
  optionalIsoDateField,
  optionalTextField,
  requiredLineField,
  requiredTextField,
  safeString,
  stateCodeField,
  zipField,
} from './fields';
import { MESSAGES, tooLong } from './messages';
import { workScheduleSchema } from '../shift-schemas';

// POST /jobs/ and PUT /jobs/{id} body (SPEC §3 "Job post payload"), checked by the API with
// the job form's messages.

/** Larger than any real wage or salary; stops a stray paste from becoming one. */
export const COMPENSATION_MAX_AMOUNT = 10_000_000;

const LIST_MAX_ITEMS = 50;
const LIST_ITEM_MAX = 500;

const textList = z
  .array(
    safeString()
      .trim()
      .max(LIST_ITEM_MAX, { error: tooLong(LIST_ITEM_MAX) }),
    {
      error: 'Send a list of texts',
    },
  )
  .max(LIST_MAX_ITEMS, { error: `At most ${LIST_MAX_ITEMS} items` })
  .default([])
  .transform((items) => items.filter(Boolean));

const flag = z.boolean({ error: MESSAGES.yesOrNo }).default(false);

export const jobPostPayloadSchema = z.object({
  title: requiredLineField(MESSAGES.jobTitleRequired, JOB_TITLE_MAX_LENGTH),
  /** One job type, sent as a one-item list. */
  job_type: z
    .array(z.enum(JOB_TYPES, { error: MESSAGES.jobTypeRequired }), {
      error: MESSAGES.jobTypeRequired,
    })
    .min(1, { error: MESSAGES.jobTypeRequired })
    .max(1, { error: MESSAGES.jobTypeSingle }),
  business_category: businessCategoryField(),
  work_format: z.enum(WORK_FORMATS, { error: MESSAGES.workFormatRequired }),
  /** 0 when the job has no minimum age. */
  minimum_age_required: z
    .number({ error: MESSAGES.minimumAgeRequired })
    .refine((n) => n === 0 || (MINIMUM_AGES as readonly number[]).includes(n), {
      error: MESSAGES.minimumAgeRequired,
    }),
  /** Address line 1, then ", " and line 2 when there is one. */
  location_street: requiredLineField(MESSAGES.addressRequired, 410),
  location_city: requiredLineField(MESSAGES.cityRequired, 100),
  location_state: stateCodeField(MESSAGES.stateRequired),
  location_zip: zipField(MESSAGES.jobZipInvalid),
  description: requiredTextField(MESSAGES.jobDescriptionRequired, 10_000),
  key_responsibilities: textList,
  requirements_qualifications: textList,
  offerings: textList,
  /** Stored normalised ("per hour" → "hour"), as the job form's parsed text is. */
  compensation_type: optionalTextField(100).transform(normalizeCompensationType),
  compensation_amount: z
    .number({ error: MESSAGES.compensationAmountInvalid })
    .min(0, { error: MESSAGES.compensationAmountInvalid })
    .max(COMPENSATION_MAX_AMOUNT, { error: MESSAGES.compensationAmountInvalid })
    .nullish()
    .transform((v) => v ?? null),
  duration: optionalTextField(100),
  schedule: optionalTextField(100),
  /** The shifts (decision 066); left out or null, the job has the free-text schedule only. */
  work_schedule: workScheduleSchema.nullish().transform((v) => v ?? null),
  /** YYYY-MM-DD. */
  application_deadline: optionalIsoDateField(),
  contact_email: emailField(),
  high_school_students_welcome: flag,
  after_school_hours_available: flag,
  previous_experience_required: flag,
  /** The same address as an object (SPEC §3); the location_* fields above are what is stored. */
  location: z
    .object({ street: z.string(), city: z.string(), state: z.string(), zip: z.string() })
    .optional(),
  /**
   * draft or save_and_publish. Left out, a new job is saved as a draft and an existing job
   * keeps its status.
   */
  action: z.enum(JOB_POST_ACTIONS, { error: 'Use draft or save_and_publish' }).optional(),
});
export type JobPostPayloadInput = z.input<typeof jobPostPayloadSchema>;
export type JobPostPayload = z.output<typeof jobPostPayloadSchema>;
