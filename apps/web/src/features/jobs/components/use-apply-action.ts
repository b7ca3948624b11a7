import { useState, type MouseEvent } from 'react';
import { paths } from '../../../config/paths';
import { BUSINESS_CANNOT_APPLY } from '../../../lib/apply-access';
import { useSession } from '../../../lib/use-session';

/**
 * SPEC §2 "Apply click logic": an applicant with an id goes to the form, a business is told it
 * cannot apply, anyone else signs in first and comes back to the form. Apply Now is a link to
 * where it leads (`href`), so that it works before the page's code has run; `apply` keeps a
 * business where it is. `from` names the button clicked, so the refusal shows beside that one.
 */
export function useApplyAction(jobId: number) {
  const session = useSession();
  const [refusedAt, setRefusedAt] = useState<string | null>(null);
  const applyPath = paths.applyToJob.getHref(jobId);
  const href =
    session?.role === 'applicant' && session.userId
      ? applyPath
      : paths.applicant.login.getHref(applyPath);

  const apply = (from: string, event: MouseEvent) => {
    if (session?.role !== 'business') return;
    event.preventDefault();
    setRefusedAt(from);
  };

  const refusal = (from: string) => (refusedAt === from ? BUSINESS_CANNOT_APPLY : null);
  return { href, apply, refusal };
}
