import { isApplyPath, safeNextPath, type LoginResponse } from '@firstshift/domain';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { businessNextPath } from './business-next-path';
import { useTakeOverSession } from './take-over-session';

export const BUSINESS_CANNOT_APPLY_NOTICE = 'Business accounts cannot apply for jobs.';

/**
 * Stores a fresh sign-in and sends the user on (SPEC §2 "Login"). The returned role decides,
 * whichever tab was used. An applicant goes to `next` or the applicant dashboard; a business to
 * `next` when it is a business page (the one the guard turned it away from, SPEC §2 "remembers
 * the origin"), else to its dashboard. A business that came from an apply link is first told why
 * it lands on its dashboard instead: `notice` holds that text until `leaveNotice` is called.
 * `leaving` is true from the sign-in on: the screen is done and waits for the next page.
 */
export function useLoginRedirect(next: string | null) {
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  const { key } = useLocation();
  // The address the sign-in happened at: once the address changes the screen is no longer
  // leaving (even when `next` pointed back at this very screen).
  const [signedInAt, setSignedInAt] = useState<string | null>(null);

  const goToBusinessDashboard = useCallback(() => {
    void navigate(paths.business.dashboard.getHref(), { replace: true });
  }, [navigate]);

  const takeOverSession = useTakeOverSession();

  const signedIn = async (response: LoginResponse, remember = false) => {
    setSignedInAt(key);
    await takeOverSession(response, remember);
    if (response.user_role === 'applicant') {
      void navigate(safeNextPath(next) ?? paths.applicant.dashboard.getHref(), { replace: true });
    } else if (isApplyPath(next)) {
      setNotice(BUSINESS_CANNOT_APPLY_NOTICE);
    } else {
      const page = businessNextPath(next);
      if (page) void navigate(page, { replace: true });
      else goToBusinessDashboard();
    }
  };

  return {
    signedIn,
    leaving: signedInAt === key,
    notice,
    leaveNotice: goToBusinessDashboard,
  };
}
