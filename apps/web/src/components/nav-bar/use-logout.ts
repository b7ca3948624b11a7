import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../../lib/logout';
import { paths } from '../../config/paths';
import { useToast } from '../toast/toast-context';

/**
 * Signs out, then goes home; or to `to`, such as the other role's sign-in for someone who was
 * signed in with the wrong kind of account. That replaces the page signed out of, which only
 * said so (and which its guard may already have replaced with the same sign-in).
 */
export function useLogout(): (to?: string) => Promise<void> {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  return async (to?: string) => {
    const failure = await logout();
    // Nothing fetched for the previous user may be shown to the next one.
    queryClient.clear();
    if (failure) toast(failure, 'warning');
    await navigate(to ?? paths.home.getHref(), { replace: to !== undefined });
  };
}
