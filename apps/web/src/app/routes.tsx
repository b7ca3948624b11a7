import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { LandingPage } from '../features/landing/routes/landing-page';
import { PublicLayout } from './layouts/public-layout';
import { RequireBusiness } from './require-business';

// Every screen but the landing page is its own chunk, fetched when first visited, so the
// landing page's first load stays within budget (DESIGN §8).
const JobListPage = lazy(() =>
  import('../features/jobs/routes/job-list-page').then((m) => ({ default: m.JobListPage })),
);
const JobDetailPage = lazy(() =>
  import('../features/jobs/routes/job-detail-page').then((m) => ({ default: m.JobDetailPage })),
);

const LoginPage = lazy(() =>
  import('../features/auth/routes/login-page').then((m) => ({ default: m.LoginPage })),
);

/** SPEC §2's route table. */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    element: <PublicLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: paths.jobs.path, element: <JobListPage /> },
      { path: paths.job.path, element: <JobDetailPage /> },
      { path: paths.applicant.login.path, element: <LoginPage role="applicant" /> },
      { path: paths.business.login.path, element: <LoginPage role="business" /> },
    ],
  },
  {
    path: paths.business.root.path,
    element: <RequireBusiness />,
    children: [],
  },
  { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
];

export function AppRoutes({ routeTable = routes }: { routeTable?: RouteObject[] }) {
  return useRoutes(routeTable);
}
