import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { FollowLinks } from '../components/plain-link';
import { paths } from '../config/paths';
import { LandingPage } from '../features/landing/routes/landing-page';
import { muiLazy } from '../lib/mui-lazy';
import { ApplyRoute } from './apply-route';
import { PublicLayout } from './layouts/public-layout';
import { RequireBusiness } from './require-business';

// Every screen but the landing page is its own chunk, fetched when first visited with Material
// UI and its theme (muiLazy), so the landing page's first load stays within budget (DESIGN §8,
// docs/decisions/044). Browse jobs and a job's page are drawn with plain elements as the landing
// page is, and load Material UI only for the parts that need it: a signed-in visitor's, the
// phone's filter sheet, a search without results (docs/decisions/045).
const JobListPage = lazy(() =>
  import('../features/jobs/routes/job-list-page').then((m) => ({ default: m.JobListPage })),
);
const JobDetailPage = lazy(() =>
  import('../features/jobs/routes/job-detail-page').then((m) => ({ default: m.JobDetailPage })),
);
const CompanyPage = lazy(() =>
  import('../features/companies/routes/company-page').then((m) => ({ default: m.CompanyPage })),
);
const ApplyPage = muiLazy(() =>
  import('../features/job-application/routes/apply-page').then((m) => m.ApplyPage),
);

const LoginPage = muiLazy(() =>
  import('../features/auth/routes/login-page').then((m) => m.LoginPage),
);
const GoogleSignInPage = muiLazy(() =>
  import('../features/auth/routes/google-sign-in-page').then((m) => m.GoogleSignInPage),
);
const RegisterPage = muiLazy(() =>
  import('../features/auth/routes/register-page').then((m) => m.RegisterPage),
);
const ForgotPasswordPage = muiLazy(() =>
  import('../features/password-reset/routes/forgot-password-page').then(
    (m) => m.ForgotPasswordPage,
  ),
);
const ResetPasswordPage = muiLazy(() =>
  import('../features/password-reset/routes/reset-password-page').then((m) => m.ResetPasswordPage),
);

const BusinessLayout = muiLazy(() =>
  import('./layouts/business-layout').then((m) => m.BusinessLayout),
);
const BusinessDashboardPage = muiLazy(() =>
  import('../features/business-jobs/routes/business-dashboard-page').then(
    (m) => m.BusinessDashboardPage,
  ),
);
const NewJobPage = muiLazy(() =>
  import('../features/business-jobs/routes/new-job-page').then((m) => m.NewJobPage),
);
const EditJobPage = muiLazy(() =>
  import('../features/business-jobs/routes/edit-job-page').then((m) => m.EditJobPage),
);
const JobApplicationsPage = muiLazy(() =>
  import('../features/hiring/routes/job-applications-page').then((m) => m.JobApplicationsPage),
);
const ApplicationPage = muiLazy(() =>
  import('../features/hiring/routes/application-page').then((m) => m.ApplicationPage),
);
const ViewJobPage = muiLazy(() =>
  import('../features/business-jobs/routes/view-job-page').then((m) => m.ViewJobPage),
);
const BusinessProfilePage = muiLazy(() =>
  import('../features/business-profile/routes/business-profile-page').then(
    (m) => m.BusinessProfilePage,
  ),
);

const ApplicantDashboardLayout = muiLazy(() =>
  import('./layouts/applicant-dashboard-layout').then((m) => m.ApplicantDashboardLayout),
);
const ApplicantOverviewPage = muiLazy(() =>
  import('../features/applicant-overview/routes/applicant-overview-page').then(
    (m) => m.ApplicantOverviewPage,
  ),
);
const JobSearchPage = muiLazy(() =>
  import('../features/job-search/routes/job-search-page').then((m) => m.JobSearchPage),
);
const MyApplicationPage = muiLazy(() =>
  import('../features/applications/routes/my-application-page').then((m) => m.MyApplicationPage),
);
const FavouriteJobsPage = muiLazy(() =>
  import('../features/favourites/routes/favourite-jobs-page').then((m) => m.FavouriteJobsPage),
);
const SavedSearchesPage = muiLazy(() =>
  import('../features/saved-searches/routes/saved-searches-page').then((m) => m.SavedSearchesPage),
);
const MyApplicationsPage = muiLazy(() =>
  import('../features/applications/routes/my-applications-page').then((m) => m.MyApplicationsPage),
);
const NotificationSettingsPage = muiLazy(() =>
  import('../features/notification-settings/routes/notification-settings-page').then(
    (m) => m.NotificationSettingsPage,
  ),
);
const ProfileSettingsPage = muiLazy(() =>
  import('../features/applicant-profile/routes/profile-settings-page').then(
    (m) => m.ProfileSettingsPage,
  ),
);
const AccountSettingsPage = muiLazy(() =>
  import('../features/account-settings/routes/account-settings-page').then(
    (m) => m.AccountSettingsPage,
  ),
);
const PrivacySettingsPage = muiLazy(() =>
  import('../features/account-settings/routes/privacy-settings-page').then(
    (m) => m.PrivacySettingsPage,
  ),
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
      { path: paths.company.path, element: <CompanyPage /> },
      {
        path: paths.applyToJob.path,
        element: (
          <ApplyRoute>
            <ApplyPage />
          </ApplyRoute>
        ),
      },
      { path: paths.applicant.login.path, element: <LoginPage role="applicant" /> },
      { path: paths.business.login.path, element: <LoginPage role="business" /> },
      { path: paths.applicant.googleSignIn.path, element: <GoogleSignInPage /> },
      { path: paths.applicant.register.path, element: <RegisterPage role="applicant" /> },
      { path: paths.business.register.path, element: <RegisterPage role="business" /> },
      { path: paths.forgotPassword.path, element: <ForgotPasswordPage /> },
      { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
    ],
  },
  {
    path: paths.business.root.path,
    element: <RequireBusiness />,
    children: [
      {
        element: <BusinessLayout />,
        children: [
          { path: paths.business.dashboard.path, element: <BusinessDashboardPage /> },
          { path: paths.business.profile.path, element: <BusinessProfilePage /> },
          { path: paths.business.newJob.path, element: <NewJobPage /> },
          { path: paths.business.editJob.path, element: <EditJobPage /> },
          { path: paths.business.viewJob.path, element: <ViewJobPage /> },
          { path: paths.business.jobApplications.path, element: <JobApplicationsPage /> },
          { path: paths.business.application.path, element: <ApplicationPage /> },
        ],
      },
    ],
  },
  {
    path: paths.applicant.dashboard.path,
    element: <ApplicantDashboardLayout />,
    children: [
      { index: true, element: <ApplicantOverviewPage /> },
      { path: paths.applicant.jobSearch.path, element: <JobSearchPage /> },
      { path: paths.applicant.favourites.path, element: <FavouriteJobsPage /> },
      { path: paths.applicant.savedSearches.path, element: <SavedSearchesPage /> },
      { path: paths.applicant.applications.path, element: <MyApplicationsPage /> },
      { path: paths.applicant.application.path, element: <MyApplicationPage /> },
      { path: paths.applicant.notifications.path, element: <NotificationSettingsPage /> },
      { path: paths.applicant.profile.path, element: <ProfileSettingsPage /> },
      { path: paths.applicant.settings.path, element: <AccountSettingsPage /> },
      { path: paths.applicant.privacy.path, element: <PrivacySettingsPage /> },
    ],
  },
  { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
];

export function AppRoutes({ routeTable = routes }: { routeTable?: RouteObject[] }) {
  return <FollowLinks>{useRoutes(routeTable)}</FollowLinks>;
}
