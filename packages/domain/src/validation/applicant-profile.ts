import { z } from 'zod';
import type { UserProfile } from '../api-types';
import { formatOptionalPhone } from '../phone';
import { applicantAddressFields } from './address';
import { dateOfBirthField, optionalPhoneField, requiredLineField } from './fields';
import { formDefaults } from './form';
import { MESSAGES } from './messages';

// The Profile Settings form and the applicant PUT /auth/profile body (SPEC §3, §5): one schema.
// Text is trimmed and a blank optional field is sent as null.

export const applicantProfileUpdateSchema = z.object({
  first_name: requiredLineField(MESSAGES.firstNameRequired, 60),
  last_name: requiredLineField(MESSAGES.lastNameRequired, 60),
  phone_number: optionalPhoneField(MESSAGES.phoneNumberInvalid),
  date_of_birth: dateOfBirthField(),
  ...applicantAddressFields,
  /** Left out: the setting stays as it is. */
  email_notifications: z.boolean({ error: MESSAGES.yesOrNo }).optional(),
});
export type ApplicantProfileFormInput = z.input<typeof applicantProfileUpdateSchema>;
export type ApplicantProfileUpdate = z.output<typeof applicantProfileUpdateSchema>;

/** The form's starting values (and what Reset restores) from the loaded profile. */
export function userProfileToApplicantForm(profile: UserProfile): ApplicantProfileFormInput {
  return formDefaults(applicantProfileUpdateSchema, {
    ...profile,
    ...profile.applicant_profile,
    phone_number: formatOptionalPhone(profile.phone_number),
  });
}
