import { z } from 'zod';
import { JOB_TYPES, MINIMUM_AGES, WORK_FORMATS, type MinimumAge } from '../constants';
import { parseCompensation } from '../compensation';
import {
  businessCategoryField,
  emailField,
  optionalIsoDateField,
  optionalTextField,
  requiredTextField,
  stateCodeField,
  textOrEmptyField,
  zipField,
} from './fields';
import { MESSAGES } from './messages';

// Post a New Job / Edit Job Posting (SPEC §2, §5): the form's own fields. jobFormToPayload
// turns the parsed values into the job post payload.

/** Larger than any real wage or salary; stops a stray paste from becoming one. */
export const COMPENSATION_MAX_AMOUNT = 10_000_000;

const isMinimumAge = (n: number): n is MinimumAge =>
  (MINIMUM_AGES as readonly number[]).includes(n);

/** A select may hand over its value as a number or as text; either way it must be offered. */
const minimumAge = z
  .union([z.number(), z.string()], { error: MESSAGES.minimumAgeRequired })
  .transform((value, ctx) => {
    const n = typeof value === 'number' ? value : Number(value.trim() || Number.NaN);
    if (!isMinimumAge(n)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.minimumAgeRequired });
      return z.NEVER;
    }
    return n;
  });

export const jobFormSchema = z.object({
  title: requiredTextField(MESSAGES.jobTitleRequired, 120),
  jobType: z
    .string({ error: MESSAGES.jobTypeRequired })
    .pipe(z.enum(JOB_TYPES, { error: MESSAGES.jobTypeRequired })),
  category: businessCategoryField(),
  workFormat: z
    .string({ error: MESSAGES.workFormatRequired })
    .pipe(z.enum(WORK_FORMATS, { error: MESSAGES.workFormatRequired })),
  minimumAge,
  addressLine1: requiredTextField(MESSAGES.addressRequired, 200),
  addressLine2: optionalTextField(200),
  city: requiredTextField(MESSAGES.cityRequired, 100),
  state: stateCodeField(MESSAGES.stateRequired),
  zip: zipField(MESSAGES.jobZipInvalid),
  description: requiredTextField(MESSAGES.jobDescriptionRequired, 10_000),
  /** One item per line or between commas. */
  responsibilities: textOrEmptyField(5000),
  requirements: textOrEmptyField(5000),
  offerings: textOrEmptyField(5000),
  /** Free text such as "$15/hour" or "Unpaid" (see parseCompensation). */
  compensation: textOrEmptyField(100).refine(
    (text) => (parseCompensation(text).amount ?? 0) <= COMPENSATION_MAX_AMOUNT,
    { error: MESSAGES.compensationAmountInvalid },
  ),
  duration: optionalTextField(100),
  schedule: optionalTextField(100),
  applicationDeadline: optionalIsoDateField(),
  contactEmail: emailField(),
  highSchoolWelcome: z.boolean(),
  afterSchoolHours: z.boolean(),
  previousExperienceRequired: z.boolean(),
});
export type JobFormInput = z.input<typeof jobFormSchema>;
export type JobFormValues = z.output<typeof jobFormSchema>;

export const EMPTY_JOB_FORM: JobFormInput = {
  title: '',
  jobType: '',
  category: '',
  workFormat: '',
  minimumAge: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zip: '',
  description: '',
  responsibilities: '',
  requirements: '',
  offerings: '',
  compensation: '',
  duration: '',
  schedule: '',
  applicationDeadline: '',
  contactEmail: '',
  highSchoolWelcome: false,
  afterSchoolHours: false,
  previousExperienceRequired: false,
};
