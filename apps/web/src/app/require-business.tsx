import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../lib/use-session';

/** Business pages need a business session; anyone else goes to / (SPEC §2, §6). */
export function RequireBusiness() {
  const session = useSession();
  const location = useLocation();
  if (session?.role !== 'business') {
    return <Navigate to={paths.home.getHref()} replace state={{ from: location }} />;
  }
  return <Outlet />;
}
