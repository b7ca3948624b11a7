import { z } from 'zod';
import type { UserProfile } from '../api-types';
import { formatOptionalPhone } from '../phone';
import type { FieldMap } from './field-map';
import {
  dateOfBirthField,
  optionalPhoneField,
  optionalStateCodeField,
  optionalTextField,
  optionalZipField,
  requiredTextField,
} from './fields';
import { MESSAGES } from './messages';

// The Profile Settings form and the applicant PUT /auth/profile body (SPEC §3, §5): text is
// trimmed and a blank optional field is sent as null.

const rules = {
  firstName: requiredTextField(MESSAGES.firstNameRequired, 60),
  lastName: requiredTextField(MESSAGES.lastNameRequired, 60),
  phone: optionalPhoneField(MESSAGES.phoneNumberInvalid),
  dateOfBirth: dateOfBirthField(),
  addressLine1: optionalTextField(200),
  addressLine2: optionalTextField(200),
  city: optionalTextField(100),
  state: optionalStateCodeField(),
  zip: optionalZipField(MESSAGES.zipInvalid),
};

export const applicantProfileFormSchema = z.object({
  ...rules,
  emailNotifications: z.boolean(),
});
export type ApplicantProfileFormInput = z.input<typeof applicantProfileFormSchema>;
export type ApplicantProfileFormValues = z.output<typeof applicantProfileFormSchema>;

export const applicantProfileUpdateSchema = z.object({
  first_name: rules.firstName,
  last_name: rules.lastName,
  phone_number: rules.phone,
  date_of_birth: rules.dateOfBirth,
  address_line1: rules.addressLine1,
  address_line2: rules.addressLine2,
  city: rules.city,
  state: rules.state,
  zip_code: rules.zip,
  /** Left out: the setting stays as it is. */
  email_notifications: z.boolean({ error: MESSAGES.yesOrNo }).optional(),
});
export type ApplicantProfileUpdate = z.output<typeof applicantProfileUpdateSchema>;

export function applicantProfileFormToUpdate(
  values: ApplicantProfileFormValues,
): ApplicantProfileUpdate {
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    phone_number: values.phone,
    date_of_birth: values.dateOfBirth,
    address_line1: values.addressLine1,
    address_line2: values.addressLine2,
    city: values.city,
    state: values.state,
    zip_code: values.zip,
    email_notifications: values.emailNotifications,
  };
}

/** The form's starting values (and what Reset restores) from the loaded profile. */
export function userProfileToApplicantForm(
  profile: UserProfile | null | undefined,
): ApplicantProfileFormInput {
  const address = profile?.applicant_profile;
  return {
    firstName: profile?.first_name ?? '',
    lastName: profile?.last_name ?? '',
    phone: formatOptionalPhone(profile?.phone_number ?? null),
    dateOfBirth: profile?.date_of_birth ?? '',
    addressLine1: address?.address_line1 ?? '',
    addressLine2: address?.address_line2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip: address?.zip_code ?? '',
    emailNotifications: profile?.email_notifications ?? true,
  };
}

export const APPLICANT_PROFILE_FIELDS: FieldMap<ApplicantProfileUpdate, ApplicantProfileFormInput> =
  {
    first_name: 'firstName',
    last_name: 'lastName',
    phone_number: 'phone',
    date_of_birth: 'dateOfBirth',
    address_line1: 'addressLine1',
    address_line2: 'addressLine2',
    city: 'city',
    state: 'state',
    zip_code: 'zip',
    email_notifications: 'emailNotifications',
  };
