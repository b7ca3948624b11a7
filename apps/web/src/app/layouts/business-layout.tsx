import { useLocation } from 'react-router';
import { NavBar } from '../../components/nav-bar/nav-bar';
import { paths } from '../../config/paths';
import { SessionExpiryRedirect } from '../session-expiry-redirect';
import { SiteLayout } from './site-layout';

/**
 * Business pages: the business bar (SPEC §2) with its menu (Dashboard, Profile, Logout), and
 * "Back to Dashboard" everywhere but on the dashboard. Its "Post New Job" button waits for the
 * job form, so that no button leads to a page that does not exist.
 */
export function BusinessLayout() {
  const { pathname } = useLocation();
  const onDashboard = pathname === paths.business.dashboard.getHref();
  return (
    <>
      <SessionExpiryRedirect role="business" />
      <SiteLayout
        navBar={<NavBar variant="business" hidePostButton showBackButton={!onDashboard} />}
      />
    </>
  );
}
