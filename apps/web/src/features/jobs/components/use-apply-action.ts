import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { BUSINESS_CANNOT_APPLY } from '../../../lib/apply-access';
import { useSession } from '../../../lib/use-session';

/**
 * SPEC §2 "Apply click logic": an applicant with an id goes to the form, a business is told it
 * cannot apply, anyone else signs in first and comes back to the form. `from` names the button
 * clicked, so the refusal shows beside that one only.
 */
export function useApplyAction(jobId: number) {
  const session = useSession();
  const navigate = useNavigate();
  const [refusedAt, setRefusedAt] = useState<string | null>(null);
  const applyPath = paths.applyToJob.getHref(jobId);

  const apply = (from: string) => {
    if (session?.role === 'business') {
      setRefusedAt(from);
      return;
    }
    const target =
      session?.role === 'applicant' && session.userId
        ? applyPath
        : paths.applicant.login.getHref(applyPath);
    void navigate(target);
  };

  const refusal = (from: string) => (refusedAt === from ? BUSINESS_CANNOT_APPLY : null);
  return { apply, refusal };
}
