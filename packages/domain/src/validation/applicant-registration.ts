import { z } from 'zod';
import type { FieldMap } from './field-map';
import {
  acceptedField,
  dateOfBirthField,
  emailField,
  optionalPhoneField,
  optionalStateCodeField,
  optionalTextField,
  optionalZipField,
  passwordField,
  requiredTextField,
  withMatchingPasswords,
} from './fields';
import { MESSAGES } from './messages';

// Create Your Account (SPEC §2, §5) and POST /auth/register/applicant (SPEC §3, §7).
// The address is optional as a whole; any part given must still be valid.

const rules = {
  firstName: requiredTextField(MESSAGES.firstNameRequired, 60),
  lastName: requiredTextField(MESSAGES.lastNameRequired, 60),
  email: emailField(),
  phone: optionalPhoneField(MESSAGES.phoneNumberInvalid),
  dateOfBirth: dateOfBirthField(),
  password: passwordField(),
  addressLine1: optionalTextField(200),
  addressLine2: optionalTextField(200),
  city: optionalTextField(100),
  state: optionalStateCodeField(),
  zip: optionalZipField(MESSAGES.zipInvalid),
  emailNotifications: z.boolean().default(true),
  termsAccepted: acceptedField(MESSAGES.termsRequired),
};

export const applicantRegistrationFormSchema = withMatchingPasswords(
  z.object({ ...rules, confirmPassword: z.string() }),
);
export type ApplicantRegistrationFormInput = z.input<typeof applicantRegistrationFormSchema>;
export type ApplicantRegistrationFormValues = z.output<typeof applicantRegistrationFormSchema>;

export const EMPTY_APPLICANT_REGISTRATION_FORM: ApplicantRegistrationFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  password: '',
  confirmPassword: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zip: '',
  emailNotifications: true,
  termsAccepted: false,
};

export const applicantRegistrationPayloadSchema = z.object({
  first_name: rules.firstName,
  last_name: rules.lastName,
  email: rules.email,
  phone_number: rules.phone,
  date_of_birth: rules.dateOfBirth,
  password: rules.password,
  address_line1: rules.addressLine1,
  address_line2: rules.addressLine2,
  city: rules.city,
  state: rules.state,
  zip_code: rules.zip,
  email_notifications: rules.emailNotifications,
  terms_accepted: rules.termsAccepted,
});
export type ApplicantRegistrationPayload = z.output<typeof applicantRegistrationPayloadSchema>;

export function applicantRegistrationFormToPayload(
  values: ApplicantRegistrationFormValues,
): ApplicantRegistrationPayload {
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    email: values.email,
    phone_number: values.phone,
    date_of_birth: values.dateOfBirth,
    password: values.password,
    address_line1: values.addressLine1,
    address_line2: values.addressLine2,
    city: values.city,
    state: values.state,
    zip_code: values.zip,
    email_notifications: values.emailNotifications,
    terms_accepted: values.termsAccepted,
  };
}

export const APPLICANT_REGISTRATION_FIELDS: FieldMap<
  ApplicantRegistrationPayload,
  ApplicantRegistrationFormInput
> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone_number: 'phone',
  date_of_birth: 'dateOfBirth',
  password: 'password',
  address_line1: 'addressLine1',
  address_line2: 'addressLine2',
  city: 'city',
  state: 'state',
  zip_code: 'zip',
  email_notifications: 'emailNotifications',
  terms_accepted: 'termsAccepted',
};
