import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOutlinedIcon from '@mui/icons-material/SearchOutlined';
import { useQuery } from '@tanstack/react-query';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { PageContainer } from '../../../components/layout/page-container';
import { UpcomingInterviewsCard } from '../../../components/upcoming-interviews/upcoming-interviews-card';
import { paths } from '../../../config/paths';
import { USER_DETAILS_ERROR, userDetailsQueryOptions } from '../../../lib/user-details';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/use-session';
import { DASHBOARD_ERROR, applicantDashboardQueryOptions } from '../api/get-applicant-dashboard';
import { overviewVisitQueryOptions } from '../api/record-overview-visit';
import { JobAlertsCard } from '../components/job-alerts-card';
import { OverviewCard } from '../components/overview-card';
import { OverviewMetrics } from '../components/overview-metrics';
import { ProfileCard } from '../components/profile-card';
import { RecentApplicationsCard } from '../components/recent-applications-card';

// minmax(0, …): a long job title is cut with an ellipsis instead of widening its column.
const twoColumns = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'start',
};

/**
 * /applicant/dashboard (SPEC §2 "Applicant overview dashboard"): the metrics, the recent
 * applications, the job alerts, and how ready the profile is for employers.
 */
export function ApplicantOverviewPage() {
  useDocumentTitle('Dashboard');
  const session = useSession();
  const profile = useQuery(userDetailsQueryOptions());
  const dashboard = useQuery(applicantDashboardQueryOptions());
  const visit = useQuery(overviewVisitQueryOptions(session?.userId));
  const firstName = profile.data?.first_name || session?.firstName;
  // The server knows whether this is the first visit ever; if it cannot say, plain "Welcome".
  const greeting = visit.data?.first_visit === false ? 'Welcome back' : 'Welcome';

  return (
    <PageContainer maxWidth={1040}>
      <Typography variant="h2" component="h1">
        {visit.isPending ? (
          <Skeleton width="60%" />
        ) : firstName ? (
          `${greeting}, ${firstName}`
        ) : (
          greeting
        )}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: 3 }}>
        Find your next shift and keep track of where you have applied.
      </Typography>
      <Stack spacing={3}>
        {dashboard.isError ? (
          <RetryAlert
            message={dashboard.error.message || DASHBOARD_ERROR}
            onRetry={dashboard.refetch}
          />
        ) : (
          <>
            <OverviewMetrics metrics={dashboard.data?.metrics} />
            <UpcomingInterviewsCard viewer="applicant" />
            <Box sx={twoColumns}>
              <RecentApplicationsCard applications={dashboard.data?.recent_applications} />
              <JobAlertsCard alerts={dashboard.data?.job_alerts} />
            </Box>
          </>
        )}
        <Box sx={twoColumns}>
          <ProfileCard
            profile={profile.data}
            error={profile.isError ? profile.error.message || USER_DETAILS_ERROR : null}
          />
          <OverviewCard
            icon={<SearchOutlinedIcon />}
            title="Find jobs"
            action={{ label: 'Search jobs', to: paths.applicant.jobSearch.getHref() }}
          >
            <Typography variant="body2" color="textSecondary">
              Search part-time, seasonal and after-school jobs near you, filtered by city, job type
              and schedule, and save a search to hear about new ones.
            </Typography>
          </OverviewCard>
        </Box>
      </Stack>
    </PageContainer>
  );
}
