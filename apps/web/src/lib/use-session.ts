import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './session';

/** The stored session; re-renders the caller when someone signs in or out, in any tab. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

const whoIsSignedIn = (session: Session | null) =>
  session ? `${session.role ?? ''}:${session.userId ?? ''}` : '';

/**
 * When another tab signs out, or in as someone else, forgets every answer fetched for the
 * previous user, as this tab's own sign-out does.
 */
export function useForgetDataOfOtherTabsUser(queryClient: QueryClient): void {
  useEffect(() => {
    let current = whoIsSignedIn(getSession());
    return subscribeSession((origin) => {
      const now = whoIsSignedIn(getSession());
      if (origin === 'other-tab' && now !== current) queryClient.clear();
      current = now;
    });
  }, [queryClient]);
}
