import { ACCOUNT_MESSAGES } from '@firstshift/domain';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../../components/toast/toast-context';
import { getSession, saveLoginSession } from '../../../lib/session';
import { changePassword } from '../api/change-password';

/**
 * Changes the password and keeps this browser signed in with the new session the server
 * answers (the old token no longer works); the names shown in the bar stay as they were.
 */
export function useChangePassword(onChanged: () => void) {
  const toast = useToast();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (login) => {
      const session = getSession();
      saveLoginSession(login, {
        name: session?.name ?? login.user_name,
        firstName: session?.firstName ?? null,
      });
      toast(ACCOUNT_MESSAGES.passwordChanged, 'success');
      onChanged();
    },
  });
}
