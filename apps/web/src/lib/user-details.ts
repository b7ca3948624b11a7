import { queryOptions } from '@tanstack/react-query';
import type { UserProfile } from '@firstshift/domain';
import { ApiError, apiRequest } from './api-client';

export const USER_DETAILS_ERROR = 'Failed to fetch user profile';
export const INVALID_USER_DETAILS = 'Invalid user profile response';

/** Every query of the signed-in user's profile shares this key, so one save refreshes all. */
export const userDetailsKey = ['user-details'] as const;

/** GET /auth/user_details (SPEC §7: the answer must have an id). */
export function userDetailsQueryOptions() {
  return queryOptions({
    queryKey: userDetailsKey,
    queryFn: async ({ signal }) => {
      const profile = await apiRequest<UserProfile | null>('/auth/user_details', {
        fallbackMessage: USER_DETAILS_ERROR,
        signal,
      });
      if (typeof profile?.id !== 'number') throw new ApiError(200, INVALID_USER_DETAILS);
      return profile;
    },
  });
}
