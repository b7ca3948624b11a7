import { z } from 'zod';
import { businessAddressFields } from './address';
import { businessDetailsFields, businessPhoneField } from './business-profile';
import { emailField, passwordField } from './fields';
import { withPasswordConfirmation } from './form';
import { signUpConsentFields } from './sign-up';

// POST /auth/register/business (SPEC §3, §7) and Register Your Business (SPEC §2, §5), which
// is the body plus the password's confirmation.

export const businessRegistrationPayloadSchema = z.object({
  email: emailField(),
  phone_number: businessPhoneField(),
  password: passwordField(),
  ...businessDetailsFields,
  ...businessAddressFields,
  ...signUpConsentFields,
});
export type BusinessRegistrationPayload = z.output<typeof businessRegistrationPayloadSchema>;

export const businessRegistrationFormSchema = withPasswordConfirmation(
  businessRegistrationPayloadSchema,
  'password',
);
