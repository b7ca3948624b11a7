import { z } from 'zod';
import { RESUME_EXTENSIONS } from '../constants';
import type { UserProfile } from '../api-types';
import { acceptedField } from './fields';
import { MESSAGES } from './messages';

// The Apply page form (SPEC §2, §5): the client checks only the terms box and the job id;
// the fields marked * are checked by the server (see applicationFieldsSchema).

const JOB_ID_PATTERN = /^[1-9]\d{0,15}$/;

/** A job id from the route (text) or from data (number): a positive whole number. */
export const jobIdSchema = z
  .union([z.number(), z.string()], { error: MESSAGES.jobIdInvalid })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    const id = Number(text);
    if (!JOB_ID_PATTERN.test(text) || !Number.isSafeInteger(id)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.jobIdInvalid });
      return z.NEVER;
    }
    return id;
  });

export const applyFormSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  streetAddress: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  coverLetter: z.string(),
  relevantExperience: z.string(),
  education: z.string(),
  /** "", "immediately" or "2weeks". */
  availability: z.string(),
  references: z.string(),
  termsAccepted: acceptedField(MESSAGES.applyTermsRequired),
  contactPermission: z.boolean(),
});
export type ApplyFormInput = z.input<typeof applyFormSchema>;
export type ApplyFormValues = z.output<typeof applyFormSchema>;

export const EMPTY_APPLY_FORM: ApplyFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  streetAddress: '',
  city: '',
  state: '',
  zip: '',
  coverLetter: '',
  relevantExperience: '',
  education: '',
  availability: '',
  references: '',
  termsAccepted: false,
  contactPermission: false,
};

/** The multipart fields of POST /applicant/{jobId}/apply (SPEC §3), the file last. */
export const APPLICATION_FIELD_NAMES = [
  'job_id',
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'street_address',
  'city',
  'state',
  'zip_code',
  'cover_letter',
  'relevant_experience',
  'education',
  'availability',
  'references',
  'terms_accepted',
  'contact_permission',
  'resume',
] as const;
export type ApplicationFieldName = (typeof APPLICATION_FIELD_NAMES)[number];
export type ApplicationTextFieldName = Exclude<ApplicationFieldName, 'resume'>;

/**
 * The text parts of the multipart body, in order. Fields marked * are always sent (trimmed);
 * the optional ones only when filled in (SPEC §5). The caller appends the resume, if chosen.
 */
export function applyFormToFields(
  jobId: number,
  values: ApplyFormValues,
): Array<[ApplicationTextFieldName, string]> {
  const fields: Array<[ApplicationTextFieldName, string]> = [
    ['job_id', String(jobId)],
    ['first_name', values.firstName.trim()],
    ['last_name', values.lastName.trim()],
    ['email', values.email.trim()],
    ['phone_number', values.phone.trim()],
    ['street_address', values.streetAddress.trim()],
    ['city', values.city.trim()],
    ['state', values.state.trim()],
    ['zip_code', values.zip.trim()],
    ['cover_letter', values.coverLetter.trim()],
    ['availability', values.availability.trim()],
  ];
  const optional: Array<[ApplicationTextFieldName, string]> = [
    ['relevant_experience', values.relevantExperience.trim()],
    ['education', values.education.trim()],
    ['references', values.references.trim()],
  ];
  fields.push(...optional.filter(([, value]) => value !== ''));
  fields.push(['terms_accepted', String(values.termsAccepted)]);
  fields.push(['contact_permission', String(values.contactPermission)]);
  return fields;
}

/** Fills first name, last name, email and phone from the profile, only where still blank. */
export function prefillApplyForm(values: ApplyFormInput, profile: UserProfile): ApplyFormInput {
  const fill = (current: string, loaded: string | null): string =>
    current.trim() === '' && loaded ? loaded : current;
  return {
    ...values,
    firstName: fill(values.firstName, profile.first_name),
    lastName: fill(values.lastName, profile.last_name),
    email: fill(values.email, profile.email),
    phone: fill(values.phone, profile.phone_number),
  };
}

/** The file input's accept list: ".pdf,.doc,.docx". */
export const RESUME_ACCEPT = RESUME_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Whether a file name has one of the resume extensions (any letter case). */
export function isResumeFileName(name: string): boolean {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return name.includes('.') && (RESUME_EXTENSIONS as readonly string[]).includes(ext);
}
