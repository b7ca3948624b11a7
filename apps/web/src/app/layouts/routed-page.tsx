import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/feedback/page-loading';
import { RouteErrorBoundary } from '../route-error-boundary';

/**
 * The page the address shows: a spinner while its code loads, and a crash kept to the page
 * (forgotten when the address changes) so the layout around it stays usable.
 */
export function RoutedPage() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
