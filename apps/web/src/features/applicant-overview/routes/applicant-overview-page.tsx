import SearchOutlinedIcon from '@mui/icons-material/SearchOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { USER_DETAILS_ERROR, userDetailsQueryOptions } from '../../../lib/user-details';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/use-session';
import { OverviewCard } from '../components/overview-card';
import { ProfileCard } from '../components/profile-card';

/** /applicant/dashboard: a welcome and the ways on from here. */
export function ApplicantOverviewPage() {
  useDocumentTitle('Dashboard');
  const session = useSession();
  const query = useQuery(userDetailsQueryOptions());
  const firstName = query.data?.first_name || session?.firstName;

  return (
    <Box sx={{ maxWidth: 1040, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
      <Typography variant="h2" component="h1">
        {firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Find your next shift and keep your details ready for employers.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          alignItems: 'start',
        }}
      >
        <OverviewCard
          icon={<SearchOutlinedIcon />}
          title="Find jobs"
          action={{ label: 'Browse jobs', to: paths.jobs.getHref() }}
        >
          <Typography variant="body2" color="text.secondary">
            Search part-time, seasonal and after-school jobs near you, filtered by city, job type
            and schedule.
          </Typography>
        </OverviewCard>
        <ProfileCard
          profile={query.data}
          error={query.isError ? query.error.message || USER_DETAILS_ERROR : null}
        />
        <OverviewCard
          icon={<SettingsOutlinedIcon />}
          title="Account settings"
          action={{ label: 'Open settings', to: paths.applicant.settings.getHref() }}
        >
          <Typography variant="body2" color="text.secondary">
            Change your password or delete your account.
          </Typography>
        </OverviewCard>
      </Box>
    </Box>
  );
}
