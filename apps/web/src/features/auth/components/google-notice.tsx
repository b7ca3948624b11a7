import Alert, { type AlertColor } from '@mui/material/Alert';
import { GOOGLE_OUTCOMES, type GoogleOutcome } from '@firstshift/domain';
import { useSearchParams } from 'react-router';

/** Shown when the server sent the browser back because Google sign-in is not set up. */
export const GOOGLE_UNAVAILABLE_NOTICE =
  "Google sign-in isn't available right now. Sign in with your email and password instead.";

export const GOOGLE_NOTICES: Record<GoogleOutcome, { text: string; severity: AlertColor }> = {
  unavailable: { text: GOOGLE_UNAVAILABLE_NOTICE, severity: 'info' },
  failed: {
    text: "We couldn't sign you in with Google. Please try again, or sign in with your email and password.",
    severity: 'error',
  },
  business: {
    text: 'This email belongs to a business account. Sign in with your password on the Business tab.',
    severity: 'warning',
  },
  unverified: {
    text: "Google hasn't verified this email address, so we can't use it to sign you in. Sign in with your email and password instead.",
    severity: 'warning',
  },
};

/** Why the API sent the browser back from Google sign-in (`?google=…`), if it did. */
export function GoogleNotice() {
  const [searchParams] = useSearchParams();
  const outcome = GOOGLE_OUTCOMES.find((o) => o === searchParams.get('google'));
  if (!outcome) return null;
  const notice = GOOGLE_NOTICES[outcome];
  return <Alert severity={notice.severity}>{notice.text}</Alert>;
}
