import { PASSWORD_RESET_TTL_MINUTES } from '@firstshift/domain';

// The mails of "Forgot password" (plain text: every mail program shows it, and the link is the
// whole point). The token travels in the link's fragment, which browsers never send to a server,
// so it cannot end up in an access log.

export interface ResetMail {
  subject: string;
  text: string;
}

const validity =
  PASSWORD_RESET_TTL_MINUTES === 60 ? '1 hour' : `${PASSWORD_RESET_TTL_MINUTES} minutes`;

const NOT_YOU = "If you didn't ask for this, you can ignore this email";

export function resetLinkMail(origin: string, token: string): ResetMail {
  return {
    subject: 'Reset your FirstShift password',
    text: [
      'Hello,',
      '',
      'We received a request to reset the password of your FirstShift account.',
      'To choose a new password, open this link:',
      '',
      `${origin}/reset-password#token=${token}`,
      '',
      `The link works once and expires in ${validity}.`,
      '',
      `${NOT_YOU}: your password stays as it is.`,
      '',
      'The FirstShift team',
    ].join('\n'),
  };
}

/** For an account made with Google sign-in: it has no password to reset. */
export function googleAccountMail(origin: string): ResetMail {
  return {
    subject: 'Signing in to FirstShift',
    text: [
      'Hello,',
      '',
      'We received a request to reset the password of your FirstShift account.',
      'Your account has no password: you sign in with "Continue with Google" at',
      '',
      `${origin}/applicant/login`,
      '',
      'Once signed in, you can set a password in your account settings if you like.',
      '',
      `${NOT_YOU}.`,
      '',
      'The FirstShift team',
    ].join('\n'),
  };
}
