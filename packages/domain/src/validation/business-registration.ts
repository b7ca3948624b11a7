import { z } from 'zod';
import type { FieldMap } from './field-map';
import {
  acceptedField,
  businessCategoryField,
  emailField,
  optionalPhoneField,
  optionalTextField,
  passwordField,
  requiredTextField,
  stateCodeField,
  textOrEmptyField,
  withMatchingPasswords,
  zipField,
} from './fields';
import { MESSAGES } from './messages';

// Register Your Business (SPEC §2, §5) and POST /auth/register/business (SPEC §3, §7).

const rules = {
  name: requiredTextField(MESSAGES.businessNameRequired, 120),
  email: emailField(),
  password: passwordField(),
  phone: optionalPhoneField(MESSAGES.phoneInvalid),
  addressLine1: requiredTextField(MESSAGES.addressRequired, 200),
  addressLine2: optionalTextField(200),
  city: requiredTextField(MESSAGES.cityRequired, 100),
  state: stateCodeField(),
  zip: zipField(MESSAGES.zipInvalid),
  category: businessCategoryField(),
  description: textOrEmptyField(2000),
  emailNotifications: z.boolean().default(true),
  termsAccepted: acceptedField(MESSAGES.termsRequired),
};

export const businessRegistrationFormSchema = withMatchingPasswords(
  z.object({ ...rules, confirmPassword: z.string() }),
);
export type BusinessRegistrationFormInput = z.input<typeof businessRegistrationFormSchema>;
export type BusinessRegistrationFormValues = z.output<typeof businessRegistrationFormSchema>;

export const EMPTY_BUSINESS_REGISTRATION_FORM: BusinessRegistrationFormInput = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zip: '',
  category: '',
  description: '',
  emailNotifications: true,
  termsAccepted: false,
};

export const businessRegistrationPayloadSchema = z.object({
  email: rules.email,
  phone_number: rules.phone,
  password: rules.password,
  business_name: rules.name,
  business_category: rules.category,
  business_description: rules.description,
  address_line1: rules.addressLine1,
  address_line2: rules.addressLine2,
  city: rules.city,
  state: rules.state,
  zip_code: rules.zip,
  email_notifications: rules.emailNotifications,
  terms_accepted: rules.termsAccepted,
});
export type BusinessRegistrationPayload = z.output<typeof businessRegistrationPayloadSchema>;

export function businessRegistrationFormToPayload(
  values: BusinessRegistrationFormValues,
): BusinessRegistrationPayload {
  return {
    email: values.email,
    phone_number: values.phone,
    password: values.password,
    business_name: values.name,
    business_category: values.category,
    business_description: values.description,
    address_line1: values.addressLine1,
    address_line2: values.addressLine2,
    city: values.city,
    state: values.state,
    zip_code: values.zip,
    email_notifications: values.emailNotifications,
    terms_accepted: values.termsAccepted,
  };
}

export const BUSINESS_REGISTRATION_FIELDS: FieldMap<
  BusinessRegistrationPayload,
  BusinessRegistrationFormInput
> = {
  email: 'email',
  phone_number: 'phone',
  password: 'password',
  business_name: 'name',
  business_category: 'category',
  business_description: 'description',
  address_line1: 'addressLine1',
  address_line2: 'addressLine2',
  city: 'city',
  state: 'state',
  zip_code: 'zip',
  email_notifications: 'emailNotifications',
  terms_accepted: 'termsAccepted',
};
