import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import {
  type ApplicationListItem,
  formatInterviewTime,
  formatRelativeTime,
} from '@firstshift/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import {
  ApplicationStatusChip,
  STATUS_CHIP_TONES,
} from '../../../components/application-status-chip';
import { ViewDetailsButton } from '../../../components/job-card/view-details-button';

/** An interview waiting for an answer or agreed, and messages not read yet. */
function ApplicationNews({ application }: { application: ApplicationListItem }) {
  const { interview, unread_messages: unread = 0 } = application;
  if (!interview && unread === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
      {interview?.status === 'proposed' && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label="Interview proposed: choose a time"
        />
      )}
      {interview?.status === 'confirmed' && interview.starts_at && (
        <Chip
          size="small"
          sx={STATUS_CHIP_TONES.info}
          label={`Interview ${formatInterviewTime(interview.starts_at)}`}
        />
      )}
      {unread > 0 && (
        <Chip
          size="small"
          color="primary"
          label={`${unread} new ${unread === 1 ? 'message' : 'messages'}`}
        />
      )}
    </Stack>
  );
}

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
        <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
          {application.company_name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Applied {formatRelativeTime(application.applied_at)}
          {application.status !== 'applied' &&
            ` · status updated ${formatRelativeTime(application.status_changed_at)}`}
        </Typography>
        <ApplicationNews application={application} />
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
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            Job removed
          </Typography>
        ) : (
          <ViewDetailsButton jobId={jobId} jobTitle={title} />
        )}
      </Stack>
    </Box>
  );
}
