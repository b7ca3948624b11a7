import { REGISTRATION_REDIRECT_MS } from '@firstshift/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { registeredState } from './sign-in-hand-over';

/**
 * Returns a function that moves to the applicant login after REGISTRATION_REDIRECT_MS (SPEC §9),
 * long enough to read "Account created!"; leaving the page first cancels the move. The login
 * opens with the new account's email filled in and keeps `next`, the page the applicant came
 * for.
 */
export function useDelayedSignInRedirect(next: string | null): (email: string) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(
    (email: string) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        void navigate(paths.applicant.login.getHref(next ?? undefined), {
          replace: true,
          state: registeredState(email),
        });
      }, REGISTRATION_REDIRECT_MS);
    },
    [navigate, next],
  );
}
