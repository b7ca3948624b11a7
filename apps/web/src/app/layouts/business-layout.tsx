import { useLocation } from 'react-router';
import { NavBar } from '../../components/nav-bar/nav-bar';
import { paths } from '../../config/paths';
import { SessionExpiryRedirect } from '../session-expiry-redirect';
import { SiteLayout } from './site-layout';

/**
 * Business pages and their bar (SPEC §2): on the dashboard the default business bar (greeting,
 * "Post New Job", Logout); everywhere else "Back to Dashboard" with the menu of Dashboard,
 * Profile and Logout.
 */
export function BusinessLayout() {
  const { pathname } = useLocation();
  const onDashboard = pathname === paths.business.dashboard.getHref();
  return (
    <>
      <SessionExpiryRedirect role="business" />
      <SiteLayout navBar={<NavBar variant="business" showBackButton={!onDashboard} />} />
    </>
  );
}
