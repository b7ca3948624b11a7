import { REGISTRATION_REDIRECT_MS } from '@firstshift/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * Returns a function that moves to the applicant login after REGISTRATION_REDIRECT_MS (SPEC §9),
 * long enough to read "Account created!"; leaving the page first cancels the move.
 */
export function useDelayedSignInRedirect(): () => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void navigate(paths.applicant.login.getHref(), { replace: true });
    }, REGISTRATION_REDIRECT_MS);
  }, [navigate]);
}
