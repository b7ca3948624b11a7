import { SESSION_KEYS } from '@firstshift/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  authorizationHeader,
  clearSession,
  getSession,
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
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('abc');
    expect(sessionStorage.getItem(SESSION_KEYS.role)).toBe('business');
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
    for (const key of Object.values(SESSION_KEYS)) expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('ignores a stored role it does not know', () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'abc');
    sessionStorage.setItem(SESSION_KEYS.role, 'admin');
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
});
