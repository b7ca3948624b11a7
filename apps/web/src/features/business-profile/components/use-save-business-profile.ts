import type { UserProfile } from '@firstshift/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/toast/toast-context';
import { getSession, saveSession } from '../../../lib/session';
import { userDetailsKey } from '../../../lib/user-details';
import { PROFILE_UPDATED_MESSAGE, updateBusinessProfile } from '../api/update-business-profile';

/**
 * Saves the profile, shares the answer with every reader of the user's details, and renames the
 * stored session so the nav greeting follows a new business name.
 */
export function useSaveBusinessProfile(onSaved: (profile: UserProfile) => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: updateBusinessProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(userDetailsKey, profile);
      const name = profile.business_profile?.business_name;
      const session = getSession();
      if (session && name && session.name !== name) saveSession({ ...session, name });
      toast(PROFILE_UPDATED_MESSAGE, 'success');
      onSaved(profile);
    },
  });
}
