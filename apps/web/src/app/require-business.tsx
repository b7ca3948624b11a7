import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { guardState } from '../lib/guard-origin';
import { useSession } from '../lib/use-session';

/**
 * Business pages need a business session; anyone else goes to / (SPEC §2, §6), which is told the
 * page they asked for: the landing page says why they are there and leads to the business login,
 * which brings them back. A business that signs out while here goes home without that notice.
 */
export function RequireBusiness() {
  const session = useSession();
  const location = useLocation();
  const [signedInOnArrival] = useState(() => session?.role === 'business');
  if (session?.role === 'business') return <Outlet />;
  if (signedInOnArrival && !session) return <Navigate to={paths.home.getHref()} replace />;
  return <Navigate to={paths.home.getHref()} replace state={guardState(location)} />;
}
