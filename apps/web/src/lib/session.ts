import { USER_ROLES, type LoginResponse, type UserRole } from '@firstshift/domain';

// Where the session lives (docs/decisions/017): SPEC §3's keys in localStorage, so that every tab
// shares one session and a sign-out anywhere reaches all of them (the `storage` event). A session
// without "Remember me" also sets a browser-session cookie; stored keys found without it were left
// by a browser that has since closed, and are forgotten.

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
  /** Keep the session after the browser closes; left out, the stored choice stays. */
  remember?: boolean;
};

/** Where a change came from: this tab, or another tab of the same browser. */
export type SessionChangeOrigin = 'this-tab' | 'other-tab';

/** Client session storage keys (SPEC §3). */
export const SESSION_KEYS = {
  token: 'auth.token',
  tokenType: 'auth.tokenType',
  userId: 'user.id',
  role: 'user.role',
  name: 'user.name',
  firstName: 'user.firstName',
} as const;

export const DEFAULT_TOKEN_TYPE = 'bearer';
/** "true" when the session was opened with Remember me. */
export const SESSION_REMEMBER_KEY = 'auth.remember';
/** Set for a session without Remember me; the browser drops it when it closes. */
export const BROWSER_SESSION_COOKIE = 'auth.browserSession';

const STORED_KEYS: readonly string[] = [...Object.values(SESSION_KEYS), SESSION_REMEMBER_KEY];

const listeners = new Set<(origin: SessionChangeOrigin) => void>();
let cached: { raw: string; session: Session | null } = { raw: '', session: null };
let resumed = false;
let listeningToOtherTabs = false;

function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    // Some privacy modes throw on access; the app then behaves as signed out.
    return null;
  }
}

function storage(): Storage | null {
  const store = browserStorage('localStorage');
  if (store && !resumed) {
    resumed = true;
    resumeSession();
  }
  return store;
}

function hasBrowserSessionCookie(): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${BROWSER_SESSION_COOKIE}=1`);
}

function setBrowserSessionCookie(): void {
  // No Expires or Max-Age: the browser forgets it when it closes.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${BROWSER_SESSION_COOKIE}=1; Path=/; SameSite=Strict${secure}`;
}

function clearBrowserSessionCookie(): void {
  document.cookie = `${BROWSER_SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
}

function notify(origin: SessionChangeOrigin): void {
  for (const listener of listeners) listener(origin);
}

/**
 * Runs once when the session is first read in a page: takes over a session that an earlier
 * version kept in this tab's sessionStorage (the user stays signed in), then forgets a session
 * without Remember me whose browser has closed since. Exported for tests.
 */
export function resumeSession(): void {
  const store = browserStorage('localStorage');
  if (!store) return;
  const tabStore = browserStorage('sessionStorage');
  const tabToken = tabStore?.getItem(SESSION_KEYS.token);
  if (tabStore && tabToken) {
    if (!store.getItem(SESSION_KEYS.token)) {
      for (const key of Object.values(SESSION_KEYS)) {
        const value = tabStore.getItem(key);
        if (value) store.setItem(key, value);
        else store.removeItem(key);
      }
      store.removeItem(SESSION_REMEMBER_KEY);
      setBrowserSessionCookie();
    }
    for (const key of Object.values(SESSION_KEYS)) tabStore.removeItem(key);
  }
  const remembered = store.getItem(SESSION_REMEMBER_KEY) === 'true';
  if (store.getItem(SESSION_KEYS.token) && !remembered && !hasBrowserSessionCookie()) {
    for (const key of STORED_KEYS) store.removeItem(key);
  }
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
  const remember = input.remember ?? store.getItem(SESSION_REMEMBER_KEY) === 'true';
  if (remember) {
    store.setItem(SESSION_REMEMBER_KEY, 'true');
  } else {
    // The cookie first: another tab that sees the new keys must also see the cookie.
    setBrowserSessionCookie();
    store.removeItem(SESSION_REMEMBER_KEY);
  }
  for (const [field, key] of Object.entries(SESSION_KEYS) as [
    keyof typeof SESSION_KEYS,
    string,
  ][]) {
    const value = values[field];
    if (value) store.setItem(key, value);
    else store.removeItem(key);
  }
  notify('this-tab');
}

/**
 * Stores a sign-in answer. The API's user_name is an applicant's first name (shown in the bar)
 * or a business name; `shown` keeps the names already displayed instead. `remember` is the
 * sign-in's Remember me; left out, the stored choice stays.
 */
export function saveLoginSession(
  login: LoginResponse,
  shown?: Pick<Session, 'name' | 'firstName'>,
  remember?: boolean,
): void {
  saveSession({
    token: login.access_token,
    tokenType: login.token_type,
    userId: login.user_id,
    role: login.user_role,
    name: shown ? shown.name : login.user_name,
    firstName: shown ? shown.firstName : login.user_role === 'applicant' ? login.user_name : null,
    remember,
  });
}

/** Signs this browser out: every tab follows through the `storage` event. */
export function clearSession(): void {
  const store = storage();
  for (const key of STORED_KEYS) store?.removeItem(key);
  if (typeof document !== 'undefined') clearBrowserSessionCookie();
  notify('this-tab');
}

function listenToOtherTabs(): void {
  if (listeningToOtherTabs || typeof window === 'undefined') return;
  listeningToOtherTabs = true;
  // Fired in every other tab of this browser when one of them changes localStorage.
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== browserStorage('localStorage')) return;
    if (event.key === null || STORED_KEYS.includes(event.key)) notify('other-tab');
  });
}

/**
 * Calls the listener after every save or clear, in this tab or another; returns the unsubscribe
 * function.
 */
export function subscribeSession(listener: (origin: SessionChangeOrigin) => void): () => void {
  listenToOtherTabs();
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
