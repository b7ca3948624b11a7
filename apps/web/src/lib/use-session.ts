import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './session';

/** The stored session; re-renders the caller when someone signs in or out. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
