import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SkipLink } from '../../components/layout/skip-link';
import { NavBar } from '../../components/nav-bar/nav-bar';
import { RequireApplicant } from '../require-applicant';
import { RoutedPage } from './routed-page';
import { SessionExpiryRedirect } from '../session-expiry-redirect';
import { ApplicantBottomNav, BOTTOM_NAV_HEIGHT } from './applicant-bottom-nav';
import { ApplicantSidebar } from './applicant-sidebar';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

/** Phones: a labelled bar at the bottom instead of the sidebar's icon rail. */
export const PHONE_QUERY = '(max-width:600px)';

/**
 * /applicant/dashboard and the pages below it: applicant bar, collapsible sidebar (a labelled
 * bottom bar on phones), the page.
 */
export function ApplicantDashboardLayout() {
  return (
    <RequireApplicant>
      <ApplicantShell />
    </RequireApplicant>
  );
}

function ApplicantShell() {
  const sidebar = useSidebarCollapsed();
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SessionExpiryRedirect role="applicant" />
      {/* Full width, so the brand lines up with the sidebar below it. */}
      <NavBar variant="applicant" maxWidth="none" />
      <Box sx={{ display: 'flex', flexGrow: 1 }}>
        {!phone && (
          <ApplicantSidebar
            collapsed={sidebar.collapsed}
            overlay={sidebar.narrow}
            onToggle={sidebar.toggle}
            onNavigate={sidebar.closeOnNarrow}
          />
        )}
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{
            flexGrow: 1,
            minWidth: 0,
            outline: 'none',
            bgcolor: 'background.default',
            // The bottom bar never covers the end of a page.
            pb: phone ? `calc(${BOTTOM_NAV_HEIGHT}px + env(safe-area-inset-bottom))` : 0,
          }}
        >
          <RoutedPage />
        </Box>
      </Box>
      {phone && <ApplicantBottomNav />}
    </Box>
  );
}
