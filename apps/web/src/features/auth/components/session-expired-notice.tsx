import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SESSION_EXPIRED_STATE, clearSession } from '../../../lib/session';

export const SESSION_EXPIRED_NOTICE = 'Your session has expired. Please sign in again.';

export function cameForExpiredSession(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Record<string, unknown>).sessionExpired === SESSION_EXPIRED_STATE.sessionExpired
  );
}

/**
 * A page that the server refused links here with SESSION_EXPIRED_STATE: the stored session is
 * forgotten once the user is on this page (forgetting it earlier would let a guard send them
 * home first), and the notice says why they must sign in again.
 */
export function SessionExpiredNotice() {
  const state: unknown = useLocation().state;
  const expired = cameForExpiredSession(state);
  useEffect(() => {
    if (expired) clearSession();
  }, [expired]);
  return expired ? <Alert severity="info">{SESSION_EXPIRED_NOTICE}</Alert> : null;
}
