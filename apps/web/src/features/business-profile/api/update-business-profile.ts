import type { BusinessProfileUpdate, UserProfile } from '@firstshift/domain';
import { apiRequest } from '../../../lib/api-client';

/** SPEC §8: the server's message or detail, or this when the answer carries neither. */
export const UPDATE_FAILED_MESSAGE = 'Failed to update business profile';
export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully!';

/** PUT /auth/profile with the business body; answers the saved profile. */
export function updateBusinessProfile(update: BusinessProfileUpdate): Promise<UserProfile> {
  return apiRequest<UserProfile>('/auth/profile', {
    method: 'PUT',
    body: update,
    fallbackMessage: UPDATE_FAILED_MESSAGE,
  });
}
