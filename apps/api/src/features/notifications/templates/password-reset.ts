import { PASSWORD_RESET_TTL_MINUTES } from '@firstshift/domain';
import { type MailContent, letter } from './letter';

// The mails of "Forgot password". The token travels in the link's fragment, which browsers never
// send to a server, so it cannot end up in an access log.

/** "1 hour", "2 hours" or "90 minutes": how long a link is valid, in the mail's words. */
const validity = ((minutes: number) => {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
})(PASSWORD_RESET_TTL_MINUTES);

const NOT_YOU = "If you didn't ask for this, you can ignore this email";

export function resetLinkMail(origin: string, token: string): MailContent {
  return {
    subject: 'Reset your FirstShift password',
    text: letter([
      'We received a request to reset the password of your FirstShift account.',
      'To choose a new password, open this link:',
      '',
      `${origin}/reset-password#token=${token}`,
      '',
      `The link works once and expires in ${validity}.`,
      '',
      `${NOT_YOU}: your password stays as it is.`,
    ]),
  };
}

/** For an account made with Google sign-in: it has no password to reset. */
export function googleAccountMail(origin: string): MailContent {
  return {
    subject: 'Signing in to FirstShift',
    text: letter([
      'We received a request to reset the password of your FirstShift account.',
      'Your account has no password: you sign in with "Continue with Google" at',
      '',
      `${origin}/applicant/login`,
      '',
      'Once signed in, you can set a password in your account settings if you like.',
      '',
      `${NOT_YOU}.`,
    ]),
  };
}
