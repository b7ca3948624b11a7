import type { Location } from 'react-router';

// SPEC §2: the business guard sends whoever may not see a business page to / and "remembers the
// origin" in the router state, so that the landing page can say why and sign-in can return there.

type GuardState = { from: Pick<Location, 'pathname' | 'search' | 'hash'> };

/** The router state the guard leaves for /: the page the visitor asked for. */
export function guardState(location: Location): GuardState {
  const { pathname, search, hash } = location;
  return { from: { pathname, search, hash } };
}

/** The address the guard turned the visitor away from, or null when they came to / otherwise. */
export function guardOrigin(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as Record<string, unknown>).from;
  if (typeof from !== 'object' || from === null) return null;
  const { pathname, search, hash } = from as Record<string, unknown>;
  if (typeof pathname !== 'string' || !pathname) return null;
  const text = (part: unknown) => (typeof part === 'string' ? part : '');
  return `${pathname}${text(search)}${text(hash)}`;
}
