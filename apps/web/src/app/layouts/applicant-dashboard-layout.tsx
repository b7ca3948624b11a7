import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/feedback/page-loading';
import { SkipLink } from '../../components/layout/skip-link';
import { NavBar } from '../../components/nav-bar/nav-bar';
import { RequireApplicant } from '../require-applicant';
import { RouteErrorBoundary } from '../route-error-boundary';
import { SessionExpiryRedirect } from '../session-expiry-redirect';
import { ApplicantSidebar } from './applicant-sidebar';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

/** /applicant/dashboard and the pages below it: applicant bar, collapsible sidebar, the page. */
export function ApplicantDashboardLayout() {
  return (
    <RequireApplicant>
      <ApplicantShell />
    </RequireApplicant>
  );
}

function ApplicantShell() {
  const { pathname } = useLocation();
  const sidebar = useSidebarCollapsed();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SessionExpiryRedirect role="applicant" />
      {/* Full width, so the brand lines up with the sidebar below it. */}
      <NavBar variant="applicant" maxWidth="none" />
      <Box sx={{ display: 'flex', flexGrow: 1 }}>
        <ApplicantSidebar
          collapsed={sidebar.collapsed}
          overlay={sidebar.narrow}
          onToggle={sidebar.toggle}
          onNavigate={sidebar.closeOnNarrow}
        />
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{ flexGrow: 1, minWidth: 0, outline: 'none', bgcolor: 'background.default' }}
        >
          <RouteErrorBoundary key={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
