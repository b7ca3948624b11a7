import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../lib/use-session';
import { ApplicantAreaNotice } from './applicant-area-notice';

/**
 * Applicant pages need an applicant session; a visitor is sent to the applicant login, which
 * brings them back to this page (`next`) once they have signed in. A signed-in business is told
 * instead that the page is for job seekers. Someone who signs out (or deletes the account) while
 * here goes home instead, as logout promises (SPEC §4).
 */
export function RequireApplicant({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const [signedInOnArrival] = useState(() => session?.role === 'applicant');
  if (session?.role === 'applicant') return children;
  if (signedInOnArrival && !session) return <Navigate to={paths.home.getHref()} replace />;
  if (session?.role === 'business') return <ApplicantAreaNotice businessName={session.name} />;
  return <Navigate to={paths.applicant.login.getHref(`${pathname}${search}`)} replace />;
}
