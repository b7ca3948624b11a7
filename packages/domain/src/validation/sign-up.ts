import { z } from 'zod';
import { acceptedField } from './fields';
import { withPasswordConfirmation } from './form';
import { MESSAGES } from './messages';

/**
 * How both sign-up bodies end (SPEC §3, §5): the email opt-in, on unless unticked, and the
 * terms, which must be accepted.
 */
const signUpConsentFields = {
  email_notifications: z.boolean().default(true),
  terms_accepted: acceptedField(MESSAGES.termsRequired),
};

/**
 * A sign-up's body and its form: the role's fields and the account's (in the order given: a
 * body's first error is that of its first wrong field), then the consent boxes; the form adds
 * the password's confirmation.
 */
export function signUpSchemas<Shape extends z.ZodRawShape & { password: z.ZodType }>(
  fields: Shape,
) {
  const payload = z.object({ ...fields, ...signUpConsentFields });
  return [payload, withPasswordConfirmation(payload, 'password')] as const;
}
