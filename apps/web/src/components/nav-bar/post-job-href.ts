import type { Session } from '../../lib/session';
import { paths } from '../../config/paths';

/** SPEC §2: only a stored business role goes straight to the job form. */
export function postJobHref(session: Session | null): string {
  return session?.role === 'business'
    ? paths.business.newJob.getHref()
    : paths.business.login.getHref();
}
