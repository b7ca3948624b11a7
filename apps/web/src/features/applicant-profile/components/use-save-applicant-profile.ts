import type { UserProfile } from '@firstshift/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/toast/toast-context';
import { getSession, saveSession } from '../../../lib/session';
import { userDetailsKey } from '../../../lib/user-details';
import { PROFILE_UPDATED_MESSAGE, updateApplicantProfile } from '../api/update-applicant-profile';

/**
 * Saves the profile, shares the answer with every reader of the user's details, and renames the
 * stored session so the applicant menu follows a new first name.
 */
export function useSaveApplicantProfile(onSaved: (profile: UserProfile) => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: updateApplicantProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(userDetailsKey, profile);
      const firstName = profile.first_name;
      const session = getSession();
      if (session && firstName && session.firstName !== firstName) {
        saveSession({ ...session, firstName, name: firstName });
      }
      toast(PROFILE_UPDATED_MESSAGE, 'success');
      onSaved(profile);
    },
  });
}
