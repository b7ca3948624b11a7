import type {
  ApplicantProfileUpdate,
  BusinessProfileUpdate,
  UserProfile,
} from '@firstshift/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSession, saveSession } from '../../lib/session';
import { userDetailsKey } from '../../lib/user-details';
import { useToast } from '../toast/toast-context';
import { sendJson } from '../../lib/api-query';

export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully!';

/** The names the navigation bar shows for a saved profile (SPEC §2: business name, first name). */
function sessionNames(profile: UserProfile): { name: string; firstName: string | null } | null {
  if (profile.role === 'business') {
    const name = profile.business_profile?.business_name;
    return name ? { name, firstName: null } : null;
  }
  return profile.first_name ? { name: profile.first_name, firstName: profile.first_name } : null;
}

/**
 * PUT /auth/profile with the business or applicant body (SPEC §7): shares the answer with every
 * reader of the user's details, renames the stored session so the navigation bar follows, and
 * says "Profile updated successfully!". `failedMessage` is the SPEC §8 text for an answer
 * without a message.
 */
export function useSaveProfile<Update extends BusinessProfileUpdate | ApplicantProfileUpdate>(
  failedMessage: string,
  onSaved: (profile: UserProfile) => void,
) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: sendJson<UserProfile, Update>('PUT', '/auth/profile', {
      fallbackMessage: failedMessage,
    }),
    onSuccess: (profile) => {
      queryClient.setQueryData(userDetailsKey, profile);
      const names = sessionNames(profile);
      const session = getSession();
      if (
        session &&
        names &&
        (session.name !== names.name || session.firstName !== names.firstName)
      ) {
        saveSession({ ...session, ...names });
      }
      toast(PROFILE_UPDATED_MESSAGE, 'success');
      onSaved(profile);
    },
  });
}
