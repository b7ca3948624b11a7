import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatRelativeTime, type ApplicantDashboard } from '@firstshift/domain';
import { Link as RouterLink } from 'react-router';
import { ApplicationStatusChip } from '../../../components/application-status-chip';
import { paths } from '../../../config/paths';
import { OverviewCard } from './overview-card';

// On a phone the chip goes under the text rather than squeezing it.
const itemLayout = {
  gap: 1,
  flexDirection: { xs: 'column', sm: 'row' },
  alignItems: { xs: 'flex-start', sm: 'center' },
} as const;

type Props = { applications: ApplicantDashboard['recent_applications'] | undefined };

/**
 * The newest applications with their status, each opening on its own page; SPEC §8's "No recent
 * applications" when none.
 */
export function RecentApplicationsCard({ applications }: Props) {
  return (
    <OverviewCard
      icon={<AssignmentOutlinedIcon />}
      title="Recent Applications"
      action={{ label: 'View all applications', to: paths.applicant.applications.getHref() }}
    >
      {!applications && <Skeleton variant="rounded" height={120} />}
      {applications?.length === 0 && (
        <Typography color="textSecondary">No recent applications</Typography>
      )}
      {applications && applications.length > 0 && (
        <List dense disablePadding aria-label="Recent applications">
          {applications.map((application) => (
            <ListItem key={application.id} disableGutters divider sx={itemLayout}>
              <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={paths.applicant.application.getHref(application.id)}
                  color="inherit"
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {application.job_title}
                </Link>
                <Typography variant="body2" color="textSecondary">
                  {application.company_name} · Applied {formatRelativeTime(application.applied_at)}
                </Typography>
              </Stack>
              <ApplicationStatusChip status={application.status} />
            </ListItem>
          ))}
        </List>
      )}
    </OverviewCard>
  );
}
