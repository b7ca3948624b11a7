import { safeNextPath } from '@firstshift/domain';
import { matchPath } from 'react-router';
import { paths } from '../../../config/paths';

const { business } = paths;
// The pages behind the business guard (SPEC §2), the only ones a business sign-in returns to:
// not the sign-in or sign-up screens, and no page of another role.
const BUSINESS_PAGES = [
  business.dashboard,
  business.profile,
  business.newJob,
  business.editJob,
  business.viewJob,
  business.jobApplications,
  business.application,
].map((page) => `${business.root.path}/${page.path}`);

const PLACEHOLDER_ORIGIN = 'http://placeholder.invalid';

/**
 * `next` when it is a business page of this site (safeNextPath's checks, then the guarded
 * pages only), else null. A path with "." or ".." segments is refused rather than resolved.
 */
export function businessNextPath(next: string | null | undefined): string | null {
  const path = safeNextPath(next);
  if (!path) return null;
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (new URL(pathname, PLACEHOLDER_ORIGIN).pathname !== pathname) return null;
  return BUSINESS_PAGES.some((page) => matchPath(page, pathname)) ? path : null;
}
