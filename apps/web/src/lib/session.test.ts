import { describe, expect, it, vi } from 'vitest';
import {
  BROWSER_SESSION_COOKIE,
  SESSION_KEYS,
  SESSION_REMEMBER_KEY,
  authorizationHeader,
  clearSession,
  getSession,
  resumeSession,
  saveLoginSession,
  saveSession,
  subscribeSession,
} from './session';

describe('session', () => {
  it('is signed out when no token is stored', () => {
    expect(getSession()).toBeNull();
    expect(authorizationHeader()).toBeNull();
  });

  it('stores the login under the domain keys and reads it back', () => {
    saveSession({ token: 'abc', userId: 7, role: 'business', name: 'Happy Tails' });
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('abc');
    expect(localStorage.getItem(SESSION_KEYS.role)).toBe('business');
    expect(getSession()).toEqual({
      token: 'abc',
      tokenType: 'bearer',
      userId: '7',
      role: 'business',
      name: 'Happy Tails',
      firstName: null,
    });
    expect(authorizationHeader()).toBe('Bearer abc');
  });

  it('shows an applicant login by first name and a business login by name only', () => {
    const login = { access_token: 'a', token_type: 'bearer', user_id: 3, user_name: 'Sam' };
    saveLoginSession({ ...login, user_role: 'applicant' });
    expect(getSession()).toMatchObject({ role: 'applicant', name: 'Sam', firstName: 'Sam' });
    saveLoginSession({ ...login, user_role: 'business', user_name: 'Happy Tails' });
    expect(getSession()).toMatchObject({ name: 'Happy Tails', firstName: null });
    saveLoginSession({ ...login, user_role: 'applicant' }, { name: 'Samuel', firstName: 'Sammy' });
    expect(getSession()).toMatchObject({ token: 'a', name: 'Samuel', firstName: 'Sammy' });
  });

  it('forgets every key on clear', () => {
    saveSession({ token: 'abc', userId: 1, role: 'applicant', name: 'Sam', firstName: 'Sam' });
    clearSession();
    expect(getSession()).toBeNull();
    for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('ignores a stored role it does not know', () => {
    localStorage.setItem(SESSION_KEYS.token, 'abc');
    localStorage.setItem(SESSION_KEYS.role, 'admin');
    expect(getSession()).toMatchObject({ token: 'abc', role: null });
  });

  it('tells subscribers about sign-in and sign-out until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    saveSession({ token: 'abc', role: 'applicant' });
    clearSession();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    saveSession({ token: 'def' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tells subscribers when another tab signs out', () => {
    saveSession({ token: 'abc', role: 'applicant' });
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    // What the browser does in this tab when another one clears the keys.
    for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: SESSION_KEYS.token,
        oldValue: 'abc',
        newValue: null,
        storageArea: localStorage,
      }),
    );
    expect(listener).toHaveBeenCalledWith('other-tab');
    expect(getSession()).toBeNull();
    unsubscribe();
  });

  it('ignores storage events about other keys', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'jobs.view', storageArea: localStorage }),
    );
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });
});

const hasBrowserSessionCookie = () =>
  document.cookie.split(';').some((part) => part.trim() === `${BROWSER_SESSION_COOKIE}=1`);
const expireBrowserSessionCookie = () => {
  document.cookie = `${BROWSER_SESSION_COOKIE}=; Path=/; Max-Age=0`;
};
const login = {
  access_token: 'tok',
  token_type: 'bearer',
  user_id: 5,
  user_role: 'applicant',
  user_name: 'Ada',
} as const;

describe('session across tabs and browser restarts', () => {
  it('keeps a session in localStorage, shared by every tab', () => {
    saveLoginSession(login);
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('tok');
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('marks a session without Remember me with a cookie that ends with the browser', () => {
    saveLoginSession(login, undefined, false);
    expect(hasBrowserSessionCookie()).toBe(true);
    expect(localStorage.getItem(SESSION_REMEMBER_KEY)).toBeNull();
    resumeSession();
    expect(getSession()).toMatchObject({ token: 'tok' });
  });

  it('forgets a session without Remember me once the browser has closed', () => {
    saveLoginSession(login, undefined, false);
    expireBrowserSessionCookie();
    resumeSession();
    expect(getSession()).toBeNull();
    for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('keeps a remembered session after the browser has closed', () => {
    saveLoginSession(login, undefined, true);
    expect(localStorage.getItem(SESSION_REMEMBER_KEY)).toBe('true');
    expireBrowserSessionCookie();
    resumeSession();
    expect(getSession()).toMatchObject({ token: 'tok', firstName: 'Ada' });
  });

  it('keeps the Remember me choice when only the names change', () => {
    saveLoginSession(login, undefined, true);
    saveSession({ token: 'tok', role: 'applicant', name: 'Ada L.' });
    expect(localStorage.getItem(SESSION_REMEMBER_KEY)).toBe('true');
    saveLoginSession(login, undefined, false);
    expect(localStorage.getItem(SESSION_REMEMBER_KEY)).toBeNull();
  });

  it('forgets the marker and the Remember me choice on sign-out', () => {
    saveLoginSession(login, undefined, true);
    clearSession();
    expect(localStorage.getItem(SESSION_REMEMBER_KEY)).toBeNull();
    saveLoginSession(login, undefined, false);
    clearSession();
    expect(hasBrowserSessionCookie()).toBe(false);
  });

  it("takes over a session an earlier version kept in the tab's sessionStorage", () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'old-token');
    sessionStorage.setItem(SESSION_KEYS.role, 'applicant');
    sessionStorage.setItem(SESSION_KEYS.firstName, 'Ada');
    expireBrowserSessionCookie();
    resumeSession();
    expect(getSession()).toMatchObject({ token: 'old-token', role: 'applicant', firstName: 'Ada' });
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('old-token');
    // It lasts until the browser closes, as it did before.
    expect(hasBrowserSessionCookie()).toBe(true);
    resumeSession();
    expect(getSession()).toMatchObject({ token: 'old-token' });
  });

  it('prefers the shared session over an old tab session', () => {
    saveLoginSession(login, undefined, true);
    sessionStorage.setItem(SESSION_KEYS.token, 'old-token');
    resumeSession();
    expect(getSession()).toMatchObject({ token: 'tok' });
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });
});
