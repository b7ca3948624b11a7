import type { UserRole } from '@firstshift/domain';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { isUnauthorized } from '../lib/api-client';
import { SESSION_EXPIRED_STATE } from '../lib/session';
import { userDetailsQueryOptions } from '../lib/user-details';

/**
 * A stored token the server no longer accepts (expired, revoked by a password change elsewhere)
 * sends the user to sign in again, with this page as `next`, which the sign-in returns to. The
 * login page forgets the old session and says why.
 */
export function SessionExpiryRedirect({ role }: { role: UserRole }) {
  const profile = useQuery(userDetailsQueryOptions());
  const { pathname, search } = useLocation();
  if (!isUnauthorized(profile.error)) return null;
  return (
    <Navigate
      to={paths[role].login.getHref(`${pathname}${search}`)}
      replace
      state={SESSION_EXPIRED_STATE}
    />
  );
}
