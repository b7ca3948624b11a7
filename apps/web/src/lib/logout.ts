import { ApiError, apiRequest } from './api-client';
import { forgetDrafts } from './form-drafts';
import { clearSession } from './session';

/**
 * Ends the session on the server, then forgets it locally whatever the server said (SPEC §4),
 * and this tab's unsaved drafts with it: the next person at a shared computer does not find them
 * (an expired session keeps them for its user's return). Resolves with the SPEC §8 error text
 * when the server call failed, else null.
 */
export async function logout(): Promise<string | null> {
  try {
    await apiRequest<unknown>('/auth/logout', { method: 'POST' });
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) return `Logout failed (${error.status})`;
    return 'Network error during logout';
  } finally {
    clearSession();
    forgetDrafts();
  }
}
