import { z } from 'zod';
import { acceptedField } from './fields';
import { MESSAGES } from './messages';

/**
 * How both sign-up bodies end (SPEC §3, §5): the email opt-in, on unless unticked, and the
 * terms, which must be accepted.
 */
export const signUpConsentFields = {
  email_notifications: z.boolean().default(true),
  terms_accepted: acceptedField(MESSAGES.termsRequired),
};
