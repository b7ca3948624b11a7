import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../../lib/logout';
import { paths } from '../../config/paths';
import { useToast } from '../toast/toast-context';

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  return async () => {
    const failure = await logout();
    // Nothing fetched for the previous user may be shown to the next one.
    queryClient.clear();
    if (failure) toast(failure, 'warning');
    await navigate(paths.home.getHref());
  };
}
