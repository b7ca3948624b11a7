import { z } from 'zod';
import { AVAILABILITY_OPTIONS } from '../constants';
import { jobIdSchema, type ApplyFormInput } from './apply';
import type { FieldMap } from './field-map';
import {
  emailField,
  formBooleanField,
  optionalPhoneField,
  optionalStateCodeField,
  optionalTextField,
  optionalZipField,
  requiredTextField,
} from './fields';
import { MESSAGES } from './messages';

// The text fields of a submitted application, as the API checks them. Multipart sends every
// value as text, so booleans arrive as "true"/"false".

export const applicationFieldsSchema = z.object({
  /** The path's job id is the one that counts; this one, when sent, must agree with it. */
  job_id: jobIdSchema.optional(),
  first_name: requiredTextField(MESSAGES.firstNameRequired, 60),
  last_name: requiredTextField(MESSAGES.lastNameRequired, 60),
  email: emailField(),
  phone_number: optionalPhoneField(MESSAGES.phoneNumberInvalid),
  street_address: optionalTextField(300),
  city: optionalTextField(100),
  state: optionalStateCodeField(),
  zip_code: optionalZipField(MESSAGES.zipInvalid),
  cover_letter: optionalTextField(10_000),
  relevant_experience: optionalTextField(5000),
  education: optionalTextField(5000),
  availability: z
    .string({ error: MESSAGES.availabilityInvalid })
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(z.enum(AVAILABILITY_OPTIONS, { error: MESSAGES.availabilityInvalid }).nullable()),
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

export const APPLICATION_FIELDS: FieldMap<Omit<ApplicationFields, 'job_id'>, ApplyFormInput> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone_number: 'phone',
  street_address: 'streetAddress',
  city: 'city',
  state: 'state',
  zip_code: 'zip',
  cover_letter: 'coverLetter',
  relevant_experience: 'relevantExperience',
  education: 'education',
  availability: 'availability',
  references: 'references',
  terms_accepted: 'termsAccepted',
  contact_permission: 'contactPermission',
};
