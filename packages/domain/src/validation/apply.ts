import { z } from 'zod';
import { AVAILABILITY_OPTIONS, RESUME_EXTENSIONS } from '../constants';
import type { UserProfile } from '../api-types';
import { formatOptionalPhone } from '../phone';
import {
  acceptedField,
  emailField,
  phoneField,
  requiredTextField,
  safeString,
  stateCodeField,
  zipField,
} from './fields';
import { MESSAGES } from './messages';

// The Apply page form (SPEC §2, §5). SPEC marks ten fields * but checks none of them on the
// client; we check them here, with the same rules and messages as the server
// (applicationFieldsSchema), so a blank one is caught before the upload starts.

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

/** The rules of the fields marked *, shared with the API's applicationFieldsSchema. */
export const APPLY_REQUIRED_FIELDS = {
  firstName: () => requiredTextField(MESSAGES.firstNameRequired, 60),
  lastName: () => requiredTextField(MESSAGES.lastNameRequired, 60),
  email: () => emailField(),
  phone: () => phoneField(MESSAGES.phoneNumberInvalid, MESSAGES.phoneNumberRequired),
  streetAddress: () => requiredTextField(MESSAGES.streetAddressRequired, 300),
  city: () => requiredTextField(MESSAGES.cityRequired, 100),
  state: () => stateCodeField(MESSAGES.stateRequired),
  zip: () => zipField(MESSAGES.jobZipInvalid),
  coverLetter: () => requiredTextField(MESSAGES.coverLetterRequired, 10_000),
  availability: () =>
    z
      .string({ error: MESSAGES.availabilityInvalid })
      .trim()
      .pipe(z.enum(AVAILABILITY_OPTIONS, { error: MESSAGES.availabilityInvalid })),
};

export const applyFormSchema = z.object({
  firstName: APPLY_REQUIRED_FIELDS.firstName(),
  lastName: APPLY_REQUIRED_FIELDS.lastName(),
  email: APPLY_REQUIRED_FIELDS.email(),
  /** Yields E.164 ("+19195550188"). */
  phone: APPLY_REQUIRED_FIELDS.phone(),
  streetAddress: APPLY_REQUIRED_FIELDS.streetAddress(),
  city: APPLY_REQUIRED_FIELDS.city(),
  /** A state code in any letter case; yields it in capitals. */
  state: APPLY_REQUIRED_FIELDS.state(),
  zip: APPLY_REQUIRED_FIELDS.zip(),
  coverLetter: APPLY_REQUIRED_FIELDS.coverLetter(),
  relevantExperience: safeString(),
  education: safeString(),
  /** "immediately" or "2weeks" ("" while none is chosen). */
  availability: APPLY_REQUIRED_FIELDS.availability(),
  references: safeString(),
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

/**
 * Fills first name, last name, email and phone from the profile, only where still blank; the
 * stored phone number is shown as people write it ("(919) 555-0188").
 */
export function prefillApplyForm(values: ApplyFormInput, profile: UserProfile): ApplyFormInput {
  const fill = (current: string, loaded: string | null): string =>
    current.trim() === '' && loaded ? loaded : current;
  return {
    ...values,
    firstName: fill(values.firstName, profile.first_name),
    lastName: fill(values.lastName, profile.last_name),
    email: fill(values.email, profile.email),
    phone: fill(values.phone, formatOptionalPhone(profile.phone_number)),
  };
}

/** The file input's accept list: ".pdf,.doc,.docx". */
export const RESUME_ACCEPT = RESUME_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Whether a file name has one of the resume extensions (any letter case). */
export function isResumeFileName(name: string): boolean {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return name.includes('.') && (RESUME_EXTENSIONS as readonly string[]).includes(ext);
}
