import type { ReactNode } from 'react';
import { useSession } from '../lib/use-session';
import { SessionExpiryRedirect } from './session-expiry-redirect';

/**
 * The Apply page sits in the public layout (SPEC §2), which has no session check of its own: an
 * applicant whose stored session has expired is sent to sign in again and comes back here,
 * instead of filling in a form that cannot be sent.
 */
export function ApplyRoute({ children }: { children: ReactNode }) {
  const session = useSession();
  return (
    <>
      {session?.role === 'applicant' && <SessionExpiryRedirect role="applicant" />}
      {children}
    </>
  );
}
