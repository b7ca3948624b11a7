import { z } from 'zod';
import { normalizeCompensationType } from '../compensation';
import { JOB_POST_ACTIONS, JOB_TYPES, MINIMUM_AGES, WORK_FORMATS } from '../constants';
import type { FieldMap } from './field-map';
import {
  businessCategoryField,
  emailField,
  optionalIsoDateField,
  optionalTextField,
  requiredTextField,
  safeString,
  stateCodeField,
  zipField,
} from './fields';
import { COMPENSATION_MAX_AMOUNT, type JobFormInput } from './job-form';
import { MESSAGES, tooLong } from './messages';

// POST /jobs/ and PUT /jobs/{id} body (SPEC §3 "Job post payload"), checked by the API with
// the job form's messages.

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
  title: requiredTextField(MESSAGES.jobTitleRequired, 120),
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
  location_street: requiredTextField(MESSAGES.addressRequired, 410),
  location_city: requiredTextField(MESSAGES.cityRequired, 100),
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

export const JOB_POST_FIELDS: FieldMap<Omit<JobPostPayload, 'action'>, JobFormInput> = {
  title: 'title',
  job_type: 'jobType',
  business_category: 'category',
  work_format: 'workFormat',
  minimum_age_required: 'minimumAge',
  location_street: 'addressLine1',
  location_city: 'city',
  location_state: 'state',
  location_zip: 'zip',
  description: 'description',
  key_responsibilities: 'responsibilities',
  requirements_qualifications: 'requirements',
  offerings: 'offerings',
  compensation_type: 'compensation',
  compensation_amount: 'compensation',
  duration: 'duration',
  schedule: 'schedule',
  application_deadline: 'applicationDeadline',
  contact_email: 'contactEmail',
  high_school_students_welcome: 'highSchoolWelcome',
  after_school_hours_available: 'afterSchoolHours',
  previous_experience_required: 'previousExperienceRequired',
  location: 'addressLine1',
};
