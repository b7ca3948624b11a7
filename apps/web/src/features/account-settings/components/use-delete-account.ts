import { ACCOUNT_MESSAGES } from '@firstshift/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useToast } from '../../../components/toast/toast-context';
import { forgetDrafts } from '../../../lib/form-drafts';
import { clearSession } from '../../../lib/session';
import { deleteAccount } from '../api/delete-account';

/** Deletes the account, forgets everything about it in this browser and goes home. */
export function useDeleteAccount() {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      clearSession();
      forgetDrafts();
      queryClient.clear();
      toast(ACCOUNT_MESSAGES.accountDeleted, 'success');
      await navigate(paths.home.getHref(), { replace: true });
    },
  });
}
