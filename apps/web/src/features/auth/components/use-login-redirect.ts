import { isApplyPath, safeNextPath, type LoginResponse } from '@firstshift/domain';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { saveLoginSession } from '../../../lib/session';

export const BUSINESS_CANNOT_APPLY_NOTICE = 'Business accounts cannot apply for jobs.';

/**
 * Stores a fresh sign-in and sends the user on (SPEC §2 "Login"). The returned role decides,
 * whichever tab was used. A business that came from an apply link is first told why it lands
 * on its dashboard instead: `notice` holds that text until `leaveNotice` is called. `leaving`
 * is true from the sign-in on: the screen is done and waits for the next page.
 */
export function useLoginRedirect(next: string | null) {
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const goToBusinessDashboard = useCallback(() => {
    void navigate(paths.business.dashboard.getHref(), { replace: true });
  }, [navigate]);

  const signedIn = (response: LoginResponse, remember = false) => {
    setLeaving(true);
    saveLoginSession(response, undefined, remember);
    if (response.user_role === 'applicant') {
      void navigate(safeNextPath(next) ?? paths.applicant.dashboard.getHref(), { replace: true });
    } else if (isApplyPath(next)) {
      setNotice(BUSINESS_CANNOT_APPLY_NOTICE);
    } else {
      goToBusinessDashboard();
    }
  };

  return { signedIn, leaving, notice, leaveNotice: goToBusinessDashboard };
}
