import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/feedback/page-loading';
import { Footer } from '../../components/layout/footer';
import { NavBar } from '../../components/nav-bar/nav-bar';
import { RouteErrorBoundary } from '../route-error-boundary';

/** Public pages: the nav bar, the page, the footer. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 'tooltip',
          bgcolor: 'background.paper',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to main content
      </Link>
      <NavBar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <Footer />
    </Box>
  );
}
