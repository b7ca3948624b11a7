import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { JOB_ALERTS_SHOWN, formatRelativeTime, type ApplicantDashboard } from '@firstshift/domain';
import { Link as RouterLink } from 'react-router';
import { Tag } from '../../../components/tag';
import { paths } from '../../../config/paths';
import { OverviewCard } from './overview-card';

// On a phone the chip goes under the text rather than squeezing it.
const itemLayout = {
  gap: 1,
  flexDirection: { xs: 'column', sm: 'row' },
  alignItems: { xs: 'flex-start', sm: 'center' },
} as const;

type Props = { alerts: ApplicantDashboard['job_alerts'] | undefined };

/** Jobs the saved searches find, newest first, at most 3 (SPEC §2, §9); "No job alerts". */
export function JobAlertsCard({ alerts }: Props) {
  const shown = alerts?.slice(0, JOB_ALERTS_SHOWN);
  return (
    <OverviewCard
      icon={<NotificationsActiveOutlinedIcon />}
      title="Job Alerts"
      action={{ label: 'Manage saved searches', to: paths.applicant.savedSearches.getHref() }}
    >
      {!shown && <Skeleton variant="rounded" height={120} />}
      {shown?.length === 0 && (
        <>
          <Typography color="textSecondary">No job alerts</Typography>
          <Typography variant="body2" color="textSecondary">
            Save a search and new jobs that match it show up here.
          </Typography>
        </>
      )}
      {shown && shown.length > 0 && (
        <List dense disablePadding aria-label="Job alerts">
          {shown.map((alert) => (
            <ListItem key={alert.id} disableGutters divider sx={itemLayout}>
              <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={paths.job.getHref(alert.id)}
                  underline="hover"
                  sx={{ fontWeight: 600, alignSelf: 'flex-start', overflowWrap: 'anywhere' }}
                >
                  {alert.title}
                </Link>
                <Typography variant="body2" color="textSecondary">
                  {alert.company} · {alert.location_city}, {alert.location_state} · Posted{' '}
                  {formatRelativeTime(alert.posted)}
                </Typography>
              </Stack>
              {alert.is_new && <Tag label="New" tone="accent" />}
            </ListItem>
          ))}
        </List>
      )}
    </OverviewCard>
  );
}
