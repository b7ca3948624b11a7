import { ApiError, apiRequest } from './api-client';
import { clearSession } from './session';

/**
 * Ends the session on the server, then forgets it locally whatever the server said
 * (SPEC §4). Resolves with the SPEC §8 error text when the server call failed, else null.
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
  }
}
