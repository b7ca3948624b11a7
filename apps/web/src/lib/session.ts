import { SESSION_KEYS, USER_ROLES, type LoginResponse, type UserRole } from '@firstshift/domain';

/** The signed-in user as the browser remembers it; "signed in" means a token is stored. */
export type Session = {
  token: string;
  tokenType: string;
  userId: string | null;
  role: UserRole | null;
  name: string | null;
  firstName: string | null;
};

export type SessionInput = {
  token: string;
  tokenType?: string | null;
  userId?: string | number | null;
  role?: UserRole | null;
  name?: string | null;
  firstName?: string | null;
};

export const DEFAULT_TOKEN_TYPE = 'bearer';

const listeners = new Set<() => void>();
let cached: { raw: string; session: Session | null } = { raw: '', session: null };

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Some privacy modes throw on access; the app then behaves as signed out.
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The stored session, or null when signed out. Returns the same object until it changes. */
export function getSession(): Session | null {
  const store = storage();
  const read = (key: string) => store?.getItem(key) ?? null;
  const stored = {
    token: read(SESSION_KEYS.token),
    tokenType: read(SESSION_KEYS.tokenType),
    userId: read(SESSION_KEYS.userId),
    role: read(SESSION_KEYS.role),
    name: read(SESSION_KEYS.name),
    firstName: read(SESSION_KEYS.firstName),
  };
  const raw = JSON.stringify(stored);
  if (raw === cached.raw) return cached.session;

  const session: Session | null = stored.token
    ? {
        ...stored,
        token: stored.token,
        tokenType: stored.tokenType || DEFAULT_TOKEN_TYPE,
        role: USER_ROLES.find((r) => r === stored.role) ?? null,
      }
    : null;
  cached = { raw, session };
  return session;
}

export function saveSession(input: SessionInput): void {
  const store = storage();
  if (!store) return;
  const values: Record<keyof typeof SESSION_KEYS, string | null | undefined> = {
    token: input.token,
    tokenType: input.tokenType || DEFAULT_TOKEN_TYPE,
    userId: input.userId == null ? null : String(input.userId),
    role: input.role,
    name: input.name,
    firstName: input.firstName,
  };
  for (const [field, key] of Object.entries(SESSION_KEYS) as [
    keyof typeof SESSION_KEYS,
    string,
  ][]) {
    const value = values[field];
    if (value) store.setItem(key, value);
    else store.removeItem(key);
  }
  notify();
}

/**
 * Stores a sign-in answer. The API's user_name is an applicant's first name (shown in the bar)
 * or a business name; `shown` keeps the names already displayed instead.
 */
export function saveLoginSession(
  login: LoginResponse,
  shown?: Pick<Session, 'name' | 'firstName'>,
): void {
  saveSession({
    token: login.access_token,
    tokenType: login.token_type,
    userId: login.user_id,
    role: login.user_role,
    name: shown ? shown.name : login.user_name,
    firstName: shown ? shown.firstName : login.user_role === 'applicant' ? login.user_name : null,
  });
}

export function clearSession(): void {
  const store = storage();
  for (const key of Object.values(SESSION_KEYS)) store?.removeItem(key);
  notify();
}

/** Calls the listener after every save or clear; returns the unsubscribe function. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** "Bearer abc" from the stored token type (default bearer), or null when signed out. */
export function authorizationHeader(session: Session | null = getSession()): string | null {
  if (!session) return null;
  const type = session.tokenType;
  return `${type.charAt(0).toUpperCase()}${type.slice(1)} ${session.token}`;
}

/**
 * Router state for a link to a login page when the server refused the stored token: the login
 * page forgets that session and says why.
 */
export const SESSION_EXPIRED_STATE = { sessionExpired: true } as const;
