import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './patterns';
import { emailField } from './fields';
import { MESSAGES } from './messages';

// The login form and POST /auth/login body (SPEC §5, §7). `remember` picks the long session
// over the short one (DESIGN §5). Passwords are checked only for presence here: the rules
// for new passwords must not lock out an account created under other rules.

export const loginSchema = z.object({
  email: emailField(),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, { error: MESSAGES.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.passwordTooLong }),
  remember: z.boolean().optional(),
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginPayload = z.output<typeof loginSchema>;
