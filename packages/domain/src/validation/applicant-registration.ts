import type { z } from 'zod';
import { applicantAddressFields } from './address';
import { applicantProfileUpdateSchema } from './applicant-profile';
import { emailField, passwordField } from './fields';
import { signUpSchemas } from './sign-up';

// POST /auth/register/applicant (SPEC §3, §7) and Create Your Account (SPEC §2, §5), which is
// the body plus the password's confirmation. The address is optional as a whole; any part
// given must still be valid.

const { first_name, last_name, phone_number, date_of_birth } = applicantProfileUpdateSchema.shape;

export const [applicantRegistrationPayloadSchema, applicantRegistrationFormSchema] = signUpSchemas({
  first_name,
  last_name,
  email: emailField(),
  phone_number,
  date_of_birth,
  password: passwordField(),
  ...applicantAddressFields,
});
export type ApplicantRegistrationPayload = z.output<typeof applicantRegistrationPayloadSchema>;
