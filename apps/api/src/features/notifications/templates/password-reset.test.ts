import { describe, expect, it } from 'vitest';
import { googleAccountMail, resetLinkMail } from './password-reset';

const ORIGIN = 'https://jobs.example.test';

describe('password reset mails', () => {
  it('carries the link with the token in its fragment, valid for an hour', () => {
    expect(resetLinkMail(ORIGIN, 'tok3n')).toEqual({
      subject: 'Reset your FirstShift password',
      text: `Hello,

We received a request to reset the password of your FirstShift account.
To choose a new password, open this link:

https://jobs.example.test/reset-password#token=tok3n

The link works once and expires in 1 hour.

If you didn't ask for this, you can ignore this email: your password stays as it is.

The FirstShift team`,
    });
  });

  it('tells a Google account how it signs in instead', () => {
    expect(googleAccountMail(ORIGIN)).toEqual({
      subject: 'Signing in to FirstShift',
      text: `Hello,

We received a request to reset the password of your FirstShift account.
Your account has no password: you sign in with "Continue with Google" at

https://jobs.example.test/applicant/login

Once signed in, you can set a password in your account settings if you like.

If you didn't ask for this, you can ignore this email.

The FirstShift team`,
    });
  });
});
