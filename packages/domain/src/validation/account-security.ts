import { z } from 'zod';
import { USER_ROLES } from '../constants';
import { emailField, passwordField } from './fields';
import { withPasswordConfirmation } from './form';
import { MESSAGES } from './messages';
import { PASSWORD_MAX_LENGTH } from './patterns';

// Forgot password, reset password, change password and delete account (DESIGN §5: "Forgot
// password", "Password change or reset revokes all sessions"). SPEC §2 names /forgot-password
// only; the rest is our design, recorded in docs/decisions.

/** How long a mailed reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

export const ACCOUNT_MESSAGES = {
  /** Always the same answer, whether or not the email has an account (no enumeration). */
  resetLinkSent:
    "If an account exists for that email, we've sent a link to reset your password. The link works for 1 hour.",
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  passwordChanged: 'Password changed',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordIncorrect: 'Password is incorrect',
  accountDeleted: 'Your account has been deleted',
} as const;

const requiredPassword = () =>
  z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, { error: MESSAGES.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.passwordTooLong });

/** /forgot-password form and POST /auth/forgot-password body. */
export const forgotPasswordSchema = z.object({ email: emailField() });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ForgotPasswordPayload = z.output<typeof forgotPasswordSchema>;

/** POST /auth/reset-password body. */
export const resetPasswordPayloadSchema = z.object({
  token: z
    .string({ error: ACCOUNT_MESSAGES.resetLinkInvalid })
    .trim()
    .min(1, { error: ACCOUNT_MESSAGES.resetLinkInvalid })
    .max(200, { error: ACCOUNT_MESSAGES.resetLinkInvalid }),
  password: passwordField(),
});
export type ResetPasswordPayload = z.output<typeof resetPasswordPayloadSchema>;

/** /reset-password form: the body without the token, which comes from the link. */
export const resetPasswordFormSchema = withPasswordConfirmation(
  resetPasswordPayloadSchema.omit({ token: true }),
  'password',
);
export type ResetPasswordFormValues = z.output<typeof resetPasswordFormSchema>;

/** POST /auth/reset-password answer: the role says which login tab to open next. */
export const resetPasswordResponseSchema = z.object({
  message: z.string(),
  role: z.enum(USER_ROLES),
});
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

/**
 * PUT /auth/password body. `current_password` is required when the account has a password;
 * an account made with Google sign-in has none and may set one without it.
 */
export const changePasswordPayloadSchema = z.object({
  current_password: z
    .string()
    .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.passwordTooLong })
    .nullish()
    .transform((v) => v || null),
  new_password: passwordField(),
});
export type ChangePasswordPayload = z.output<typeof changePasswordPayloadSchema>;

/** Privacy page "Change password" form. */
export const changePasswordFormSchema = withPasswordConfirmation(
  changePasswordPayloadSchema,
  'new_password',
);

/**
 * DELETE /auth/account body: the password confirms it (accounts without a password, made with
 * Google sign-in, send null: their session is the proof).
 */
export const deleteAccountPayloadSchema = z.object({
  password: requiredPassword()
    .nullish()
    .transform((v) => v ?? null),
});
export type DeleteAccountPayload = z.output<typeof deleteAccountPayloadSchema>;

/** POST /auth/google/exchange body: the one-time code from the callback's URL fragment. */
export const googleExchangePayloadSchema = z.object({
  code: z.string().trim().min(1).max(200),
});
export type GoogleExchangePayload = z.output<typeof googleExchangePayloadSchema>;
