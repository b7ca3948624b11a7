import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_KEYS, saveSession } from './session';
import { useForgetDataOfOtherTabsUser, useSession } from './use-session';

/** What the browser does in this tab when another tab changes the stored session. */
function anotherTabStores(values: Partial<Record<keyof typeof SESSION_KEYS, string | null>>) {
  for (const [field, value] of Object.entries(values) as [keyof typeof SESSION_KEYS, string][]) {
    if (value) localStorage.setItem(SESSION_KEYS[field], value);
    else localStorage.removeItem(SESSION_KEYS[field]);
  }
  window.dispatchEvent(
    new StorageEvent('storage', { key: SESSION_KEYS.token, storageArea: localStorage }),
  );
}

describe('useSession', () => {
  it('follows a sign-out in another tab', () => {
    saveSession({ token: 'abc', userId: 4, role: 'applicant', firstName: 'Ada' });
    const { result } = renderHook(() => useSession());
    expect(result.current).toMatchObject({ firstName: 'Ada' });
    act(() => anotherTabStores({ token: null, userId: null, role: null, firstName: null }));
    expect(result.current).toBeNull();
  });
});

describe('useForgetDataOfOtherTabsUser', () => {
  const setup = () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['applicant', 'favourites'], ['job 7']);
    renderHook(() => useForgetDataOfOtherTabsUser(queryClient));
    return queryClient;
  };

  it("forgets the previous user's data when another tab signs out", () => {
    saveSession({ token: 'abc', userId: 4, role: 'applicant' });
    const queryClient = setup();
    act(() => anotherTabStores({ token: null, userId: null, role: null }));
    expect(queryClient.getQueryData(['applicant', 'favourites'])).toBeUndefined();
  });

  it('forgets it when another tab signs in as someone else', () => {
    saveSession({ token: 'abc', userId: 4, role: 'applicant' });
    const queryClient = setup();
    act(() => anotherTabStores({ token: 'def', userId: '5' }));
    expect(queryClient.getQueryData(['applicant', 'favourites'])).toBeUndefined();
  });

  it("keeps it for this tab's own changes and the same user's new token", () => {
    saveSession({ token: 'abc', userId: 4, role: 'applicant' });
    const queryClient = setup();
    act(() => saveSession({ token: 'abc', userId: 4, role: 'applicant', name: 'Ada L.' }));
    act(() => anotherTabStores({ token: 'new-token' }));
    expect(queryClient.getQueryData(['applicant', 'favourites'])).toEqual(['job 7']);
  });
});
