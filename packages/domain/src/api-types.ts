import { z } from 'zod';
import { USER_ROLES } from './constants';

// Response shapes of the auth calls (SPEC §3, §7). The API declares its route schemas from
// these, and the SPA parses what it receives with them.

/** POST /auth/login. */
export const loginResponseSchema = z.object({
  access_token: z.string(),
  /** The client falls back to "bearer" when a server leaves it out (SPEC §7). */
  token_type: z.string().default('bearer'),
  user_id: z.number().int(),
  user_role: z.enum(USER_ROLES),
  /** The business name, or the applicant's first name. */
  user_name: z.string(),
});
export type LoginResponse = z.output<typeof loginResponseSchema>;

export const businessProfileSchema = z.object({
  id: z.number().int(),
  business_name: z.string(),
  business_category: z.string(),
  business_description: z.string(),
  address_line1: z.string(),
  address_line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
});
export type BusinessProfile = z.infer<typeof businessProfileSchema>;

/** The applicant's saved address, which the old product sent but never read back. */
export const applicantAddressSchema = z.object({
  address_line1: z.string().nullable(),
  address_line2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
});
export type ApplicantAddress = z.infer<typeof applicantAddressSchema>;

/** GET /auth/user_details and PUT /auth/profile (SPEC §3 "User profile"). */
export const userProfileSchema = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  /** Read-only: no update body accepts it. */
  email: z.string(),
  phone_number: z.string().nullable(),
  role: z.enum(USER_ROLES),
  /** YYYY-MM-DD. */
  date_of_birth: z.string().nullable(),
  email_notifications: z.boolean(),
  /** Present for a business, null for an applicant. */
  business_profile: businessProfileSchema.nullable(),
  /** Present for an applicant; servers that do not return it leave it out. */
  applicant_profile: applicantAddressSchema.nullable().optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
