import { z } from 'zod';
import type { UserProfile } from '../api-types';
import { formatOptionalPhone } from '../phone';
import { businessAddressFields } from './address';
import {
  businessCategoryField,
  optionalPhoneField,
  requiredLineField,
  textOrEmptyField,
} from './fields';
import { formDefaults } from './form';
import { MESSAGES } from './messages';

// The Business Profile form and the business PUT /auth/profile body (SPEC §3, §5): one schema.
// Register Your Business asks the same of the business, under the same names.

export const businessDetailsFields = {
  business_name: requiredLineField(MESSAGES.businessNameRequired, 120),
  business_category: businessCategoryField(),
  business_description: textOrEmptyField(2000),
};

export const businessPhoneField = () => optionalPhoneField(MESSAGES.phoneInvalid);

export const businessProfileUpdateSchema = z.object({
  ...businessDetailsFields,
  ...businessAddressFields,
  phone_number: businessPhoneField(),
  /** Left out: unchanged. */
  email_notifications: z.boolean({ error: MESSAGES.yesOrNo }).optional(),
});
export type BusinessProfileFormInput = z.input<typeof businessProfileUpdateSchema>;
export type BusinessProfileUpdate = z.output<typeof businessProfileUpdateSchema>;

/** The form's starting values from the loaded profile. */
export function userProfileToBusinessForm(user: UserProfile): BusinessProfileFormInput {
  return formDefaults(businessProfileUpdateSchema, {
    ...user.business_profile,
    phone_number: formatOptionalPhone(user.phone_number),
    email_notifications: user.email_notifications,
  });
}
