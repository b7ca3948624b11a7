import { z } from 'zod';
import type { UserProfile } from '../api-types';
import { formatOptionalPhone } from '../phone';
import type { FieldMap } from './field-map';
import {
  businessCategoryField,
  optionalPhoneField,
  optionalTextField,
  requiredTextField,
  stateCodeField,
  textOrEmptyField,
  zipField,
} from './fields';
import { MESSAGES } from './messages';

// The Business Profile form and the business PUT /auth/profile body (SPEC §3, §5). Same
// field names and rules as Register Your Business, so the two forms share their inputs.

const rules = {
  name: requiredTextField(MESSAGES.businessNameRequired, 120),
  category: businessCategoryField(),
  description: textOrEmptyField(2000),
  addressLine1: requiredTextField(MESSAGES.addressRequired, 200),
  addressLine2: optionalTextField(200),
  city: requiredTextField(MESSAGES.cityRequired, 100),
  state: stateCodeField(),
  zip: zipField(MESSAGES.zipInvalid),
  phone: optionalPhoneField(MESSAGES.phoneInvalid),
  emailNotifications: z.boolean({ error: MESSAGES.yesOrNo }),
};

export const businessProfileFormSchema = z.object(rules);
export type BusinessProfileFormInput = z.input<typeof businessProfileFormSchema>;
export type BusinessProfileFormValues = z.output<typeof businessProfileFormSchema>;

export const businessProfileUpdateSchema = z.object({
  business_name: rules.name,
  business_category: rules.category,
  business_description: rules.description,
  address_line1: rules.addressLine1,
  address_line2: rules.addressLine2,
  city: rules.city,
  state: rules.state,
  zip_code: rules.zip,
  phone_number: rules.phone,
  /** Left out: unchanged. */
  email_notifications: rules.emailNotifications.optional(),
});
export type BusinessProfileUpdate = z.output<typeof businessProfileUpdateSchema>;

export function businessProfileFormToUpdate(
  values: BusinessProfileFormValues,
): BusinessProfileUpdate {
  return {
    business_name: values.name,
    business_category: values.category,
    business_description: values.description,
    address_line1: values.addressLine1,
    address_line2: values.addressLine2,
    city: values.city,
    state: values.state,
    zip_code: values.zip,
    phone_number: values.phone,
    email_notifications: values.emailNotifications,
  };
}

/** The form's starting values from the loaded profile (blank when nothing is loaded yet). */
export function userProfileToBusinessForm(
  user: UserProfile | null | undefined,
): BusinessProfileFormInput {
  const profile = user?.business_profile;
  return {
    name: profile?.business_name ?? '',
    category: profile?.business_category ?? '',
    description: profile?.business_description ?? '',
    addressLine1: profile?.address_line1 ?? '',
    addressLine2: profile?.address_line2 ?? '',
    city: profile?.city ?? '',
    state: profile?.state ?? '',
    zip: profile?.zip_code ?? '',
    phone: formatOptionalPhone(user?.phone_number ?? null),
    emailNotifications: user?.email_notifications ?? true,
  };
}

export const BUSINESS_PROFILE_FIELDS: FieldMap<BusinessProfileUpdate, BusinessProfileFormInput> = {
  business_name: 'name',
  business_category: 'category',
  business_description: 'description',
  address_line1: 'addressLine1',
  address_line2: 'addressLine2',
  city: 'city',
  state: 'state',
  zip_code: 'zip',
  phone_number: 'phone',
  email_notifications: 'emailNotifications',
};
