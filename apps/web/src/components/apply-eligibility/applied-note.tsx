import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPostedDate, formatRelativeTime, type ApplicationListItem } from '@firstshift/domain';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ApplicationStatusChip } from '../application-status-chip';

/** In place of Apply Now for an applicant who already applied: when, where it stands, and more. */
export function AppliedNote({ application }: { application: ApplicationListItem }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography sx={{ fontWeight: 700 }}>
          You applied {formatRelativeTime(application.applied_at)}
        </Typography>
        <ApplicationStatusChip status={application.status} />
      </Stack>
      <Typography variant="body2" color="textSecondary">
        Sent on{' '}
        <time dateTime={application.applied_at}>{formatPostedDate(application.applied_at)}</time>
      </Typography>
      <Button component={Link} to={paths.applicant.applications.getHref()} variant="outlined">
        My Applications
      </Button>
    </Stack>
  );
}
