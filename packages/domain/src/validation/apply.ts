import { z } from 'zod';
import { AVAILABILITY_OPTIONS, RESUME_EXTENSIONS } from '../constants';
import type { UserProfile } from '../api-types';
import { formatOptionalPhone } from '../phone';
import {
  emailField,
  formBooleanField,
  optionalTextField,
  phoneField,
  requiredLineField,
  requiredTextField,
  stateCodeField,
  zipField,
} from './fields';
import { MESSAGES } from './messages';

// The Apply page form and the text fields of POST /applicant/{jobId}/apply (SPEC §2, §3, §5):
// one schema. SPEC marks ten fields * but checks none of them on the client; the form checks
// them with the server's rules and messages, so a blank one is caught before the upload starts,
// and the server refuses them blank (decision 016). Multipart sends every value as text, so
// the booleans also arrive as "true"/"false".

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

export const applicationFieldsSchema = z.object({
  /** The path's job id is the one that counts; this one, when sent, must agree with it. */
  job_id: jobIdSchema.optional(),
  first_name: requiredLineField(MESSAGES.firstNameRequired, 60),
  last_name: requiredLineField(MESSAGES.lastNameRequired, 60),
  email: emailField(),
  /** Stored in E.164 ("+19195550188"). */
  phone_number: phoneField(MESSAGES.phoneNumberInvalid, MESSAGES.phoneNumberRequired),
  street_address: requiredLineField(MESSAGES.streetAddressRequired, 300),
  city: requiredLineField(MESSAGES.cityRequired, 100),
  /** A state code in any letter case; yields it in capitals. */
  state: stateCodeField(MESSAGES.stateRequired),
  zip_code: zipField(MESSAGES.jobZipInvalid),
  cover_letter: requiredTextField(MESSAGES.coverLetterRequired, 10_000),
  relevant_experience: optionalTextField(5000),
  education: optionalTextField(5000),
  /** "immediately" or "2weeks" ("" while none is chosen). */
  availability: z
    .string({ error: MESSAGES.availabilityInvalid })
    .trim()
    .pipe(z.enum(AVAILABILITY_OPTIONS, { error: MESSAGES.availabilityInvalid })),
  references: optionalTextField(2000),
  terms_accepted: formBooleanField(MESSAGES.applyTermsRequired).refine((v) => v, {
    error: MESSAGES.applyTermsRequired,
  }),
  contact_permission: formBooleanField()
    .nullish()
    .transform((v) => v ?? null),
});
export type ApplicationFieldsInput = z.input<typeof applicationFieldsSchema>;
export type ApplicationFields = z.output<typeof applicationFieldsSchema>;

/** The form: every field but the job id, which the page's address gives. */
export const applyFormSchema = applicationFieldsSchema.omit({ job_id: true });
export type ApplyFormInput = z.input<typeof applyFormSchema>;
export type ApplyFormValues = z.output<typeof applyFormSchema>;

/**
 * The text parts of the multipart body, in the order of SPEC §3, the job id first. The fields
 * marked * are always sent; the optional ones only when filled in (SPEC §5). The caller appends
 * the resume, if chosen, last.
 */
export function applicationFormParts(
  jobId: number,
  values: ApplyFormValues,
): Array<[string, string]> {
  return Object.entries({ job_id: jobId, ...values }).flatMap(([name, value]) =>
    value === null ? [] : [[name, String(value)] as [string, string]],
  );
}

/** The inputs the applicant's profile fills in (SPEC §2), named alike in both. */
export const APPLY_PREFILLED_FIELDS = ['first_name', 'last_name', 'email', 'phone_number'] as const;

/**
 * Fills first name, last name, email and phone from the profile, only where still blank; the
 * stored phone number is shown as people write it ("(919) 555-0188").
 */
export function prefillApplyForm(values: ApplyFormInput, profile: UserProfile): ApplyFormInput {
  const loaded = { ...profile, phone_number: formatOptionalPhone(profile.phone_number) };
  const filled = { ...values };
  for (const name of APPLY_PREFILLED_FIELDS) {
    if (values[name].trim() === '' && loaded[name]) filled[name] = loaded[name];
  }
  return filled;
}

/** The file input's accept list: ".pdf,.doc,.docx". */
export const RESUME_ACCEPT = RESUME_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Whether a file name has one of the resume extensions (any letter case). */
export function isResumeFileName(name: string): boolean {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return name.includes('.') && (RESUME_EXTENSIONS as readonly string[]).includes(ext);
}
