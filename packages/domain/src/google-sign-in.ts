import { z } from 'zod';
import { loginResponseSchema } from './api-types';

// Google sign-in (DESIGN §5, docs/decisions/009): the API sends the browser back to
// /applicant/login?google=<outcome> when it cannot sign the person in.

export const GOOGLE_OUTCOMES = ['unavailable', 'failed', 'business', 'unverified'] as const;
export type GoogleOutcome = (typeof GOOGLE_OUTCOMES)[number];

export const GOOGLE_MESSAGES = {
  applicantsOnly: 'Google sign-in is only available for job seekers.',
  exchangeFailed: 'This Google sign-in has expired or was already used. Please try again.',
} as const;

/**
 * POST /auth/google/exchange answer: a login response plus the validated page the sign-in
 * started from (null: the applicant dashboard) and whether Remember me was ticked, which decides
 * whether the browser keeps the session after it closes (docs/decisions/017).
 */
export const googleExchangeResponseSchema = loginResponseSchema.extend({
  next: z.string().nullable(),
  remember: z.boolean().default(false),
});
export type GoogleExchangeResponse = z.output<typeof googleExchangeResponseSchema>;
