import type { LoginResponse } from '@firstshift/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { logout } from '../../../lib/logout';
import { getSession, saveLoginSession } from '../../../lib/session';

/** Whether the stored session is the account that has just signed in. */
function isSignedInAs(response: LoginResponse): boolean {
  const session = getSession();
  return session?.role === response.user_role && session.userId === String(response.user_id);
}

/**
 * Stores a fresh sign-in. Where another account was still signed in (a shared computer, a student
 * signing in over a parent's business), that one is signed out first as its own Logout would:
 * its token ends on the server, its drafts and every answer fetched for it are forgotten, so the
 * new user never sees them.
 */
export function useTakeOverSession(): (
  response: LoginResponse,
  remember?: boolean,
) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (response: LoginResponse, remember?: boolean) => {
      if (getSession() && !isSignedInAs(response)) {
        await logout();
        queryClient.clear();
      }
      saveLoginSession(response, undefined, remember);
    },
    [queryClient],
  );
}
