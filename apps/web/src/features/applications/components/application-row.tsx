import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { type ApplicationListItem, formatRelativeTime } from '@firstshift/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApplicationStatusChip } from '../../../components/application-status-chip';
import { ApplicationNewsChips } from '../../../components/conversation/application-news-chips';
import { ViewDetailsButton } from '../../../components/job-card/view-details-button';

/**
 * One application (SPEC §2 "My Applications page"): the job, "Applied {relative time}" (and
 * when its status last changed, once the business has answered), the status chip and View
 * Details. A job its business has deleted has no page to open any more.
 */
export function ApplicationRow({ application }: { application: ApplicationListItem }) {
  const { job_id: jobId, job_title: title } = application;
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: '1fr', sm: '1fr auto auto' },
        alignItems: 'center',
        p: { xs: 2, sm: 2.5 },
        '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography color="textSecondary" sx={{ fontWeight: 600 }}>
          {application.company_name}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          Applied {formatRelativeTime(application.applied_at)}
          {application.status !== 'applied' &&
            ` · status updated ${formatRelativeTime(application.status_changed_at)}`}
        </Typography>
        <ApplicationNewsChips
          interview={application.interview}
          unread={application.unread_messages ?? 0}
          reader="applicant"
        />
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <ApplicationStatusChip status={application.status} />
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifySelf: { xs: 'start', sm: 'end' }, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button
          component={Link}
          to={paths.applicant.application.getHref(application.id)}
          variant="outlined"
          aria-label={`Open your application for ${title}`}
        >
          Open
        </Button>
        {jobId === null ? (
          <Typography variant="body2" color="textSecondary" sx={{ fontStyle: 'italic' }}>
            Job removed
          </Typography>
        ) : (
          <ViewDetailsButton jobId={jobId} jobTitle={title} />
        )}
      </Stack>
    </Box>
  );
}
