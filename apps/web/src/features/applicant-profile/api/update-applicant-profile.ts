import type { ApplicantProfileUpdate, UserProfile } from '@firstshift/domain';
import { apiRequest } from '../../../lib/api-client';

/** SPEC §8: the server's message or detail, or this when the answer carries neither. */
export const UPDATE_FAILED_MESSAGE = 'Failed to update applicant profile';
export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully!';

/** PUT /auth/profile with the applicant body; answers the saved profile with its address. */
export function updateApplicantProfile(update: ApplicantProfileUpdate): Promise<UserProfile> {
  return apiRequest<UserProfile>('/auth/profile', {
    method: 'PUT',
    body: update,
    fallbackMessage: UPDATE_FAILED_MESSAGE,
  });
}
