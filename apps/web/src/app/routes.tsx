import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { LandingPage } from '../features/landing/routes/landing-page';
import { ApplyRoute } from './apply-route';
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
const ApplyPage = lazy(() =>
  import('../features/job-application/routes/apply-page').then((m) => ({
    default: m.ApplyPage,
  })),
);

const LoginPage = lazy(() =>
  import('../features/auth/routes/login-page').then((m) => ({ default: m.LoginPage })),
);
const GoogleSignInPage = lazy(() =>
  import('../features/auth/routes/google-sign-in-page').then((m) => ({
    default: m.GoogleSignInPage,
  })),
);
const RegisterPage = lazy(() =>
  import('../features/auth/routes/register-page').then((m) => ({ default: m.RegisterPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/password-reset/routes/forgot-password-page').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/password-reset/routes/reset-password-page').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);

const BusinessLayout = lazy(() =>
  import('./layouts/business-layout').then((m) => ({ default: m.BusinessLayout })),
);
const BusinessDashboardPage = lazy(() =>
  import('../features/business-jobs/routes/business-dashboard-page').then((m) => ({
    default: m.BusinessDashboardPage,
  })),
);
const NewJobPage = lazy(() =>
  import('../features/business-jobs/routes/new-job-page').then((m) => ({
    default: m.NewJobPage,
  })),
);
const EditJobPage = lazy(() =>
  import('../features/business-jobs/routes/edit-job-page').then((m) => ({
    default: m.EditJobPage,
  })),
);
const JobApplicationsPage = lazy(() =>
  import('../features/hiring/routes/job-applications-page').then((m) => ({
    default: m.JobApplicationsPage,
  })),
);
const ApplicationPage = lazy(() =>
  import('../features/hiring/routes/application-page').then((m) => ({
    default: m.ApplicationPage,
  })),
);
const ViewJobPage = lazy(() =>
  import('../features/business-jobs/routes/view-job-page').then((m) => ({
    default: m.ViewJobPage,
  })),
);
const BusinessProfilePage = lazy(() =>
  import('../features/business-profile/routes/business-profile-page').then((m) => ({
    default: m.BusinessProfilePage,
  })),
);

const ApplicantDashboardLayout = lazy(() =>
  import('./layouts/applicant-dashboard-layout').then((m) => ({
    default: m.ApplicantDashboardLayout,
  })),
);
const ApplicantOverviewPage = lazy(() =>
  import('../features/applicant-overview/routes/applicant-overview-page').then((m) => ({
    default: m.ApplicantOverviewPage,
  })),
);
const JobSearchPage = lazy(() =>
  import('../features/job-search/routes/job-search-page').then((m) => ({
    default: m.JobSearchPage,
  })),
);
const MyApplicationPage = lazy(() =>
  import('../features/applications/routes/my-application-page').then((m) => ({
    default: m.MyApplicationPage,
  })),
);
const FavouriteJobsPage = lazy(() =>
  import('../features/favourites/routes/favourite-jobs-page').then((m) => ({
    default: m.FavouriteJobsPage,
  })),
);
const SavedSearchesPage = lazy(() =>
  import('../features/saved-searches/routes/saved-searches-page').then((m) => ({
    default: m.SavedSearchesPage,
  })),
);
const MyApplicationsPage = lazy(() =>
  import('../features/applications/routes/my-applications-page').then((m) => ({
    default: m.MyApplicationsPage,
  })),
);
const NotificationSettingsPage = lazy(() =>
  import('../features/notification-settings/routes/notification-settings-page').then((m) => ({
    default: m.NotificationSettingsPage,
  })),
);
const ProfileSettingsPage = lazy(() =>
  import('../features/applicant-profile/routes/profile-settings-page').then((m) => ({
    default: m.ProfileSettingsPage,
  })),
);
const AccountSettingsPage = lazy(() =>
  import('../features/account-settings/routes/account-settings-page').then((m) => ({
    default: m.AccountSettingsPage,
  })),
);
const PrivacySettingsPage = lazy(() =>
  import('../features/account-settings/routes/privacy-settings-page').then((m) => ({
    default: m.PrivacySettingsPage,
  })),
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
  return useRoutes(routeTable);
}
