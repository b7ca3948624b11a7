import type { z } from 'zod';
import { businessAddressFields } from './address';
import { businessDetailsFields, businessPhoneField } from './business-profile';
import { emailField, passwordField } from './fields';
import { signUpSchemas } from './sign-up';

// POST /auth/register/business (SPEC §3, §7) and Register Your Business (SPEC §2, §5), which
// is the body plus the password's confirmation.

export const [businessRegistrationPayloadSchema, businessRegistrationFormSchema] = signUpSchemas({
  email: emailField(),
  phone_number: businessPhoneField(),
  password: passwordField(),
  ...businessDetailsFields,
  ...businessAddressFields,
});
export type BusinessRegistrationPayload = z.output<typeof businessRegistrationPayloadSchema>;
