import { z } from 'zod';
import { APPLY_REQUIRED_FIELDS, jobIdSchema, type ApplyFormInput } from './apply';
import type { FieldMap } from './field-map';
import { formBooleanField, optionalTextField } from './fields';
import { MESSAGES } from './messages';

// The text fields of a submitted application, as the API checks them. Multipart sends every
// value as text, so booleans arrive as "true"/"false". The fields the form marks * are
// required, with the form's own rules: blank or only spaces is refused (decision 016).

export const applicationFieldsSchema = z.object({
  /** The path's job id is the one that counts; this one, when sent, must agree with it. */
  job_id: jobIdSchema.optional(),
  first_name: APPLY_REQUIRED_FIELDS.firstName(),
  last_name: APPLY_REQUIRED_FIELDS.lastName(),
  email: APPLY_REQUIRED_FIELDS.email(),
  /** Stored in E.164 ("+19195550188"). */
  phone_number: APPLY_REQUIRED_FIELDS.phone(),
  street_address: APPLY_REQUIRED_FIELDS.streetAddress(),
  city: APPLY_REQUIRED_FIELDS.city(),
  state: APPLY_REQUIRED_FIELDS.state(),
  zip_code: APPLY_REQUIRED_FIELDS.zip(),
  cover_letter: APPLY_REQUIRED_FIELDS.coverLetter(),
  relevant_experience: optionalTextField(5000),
  education: optionalTextField(5000),
  availability: APPLY_REQUIRED_FIELDS.availability(),
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
