import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import {
  JOB_TYPE_LABELS,
  type BusinessJobRow,
  deadlinePassed,
  formatPostedDate,
  formatRelativeTime,
} from '@firstshift/domain';
import { Link as RouterLink } from 'react-router';
import { Tag } from '../../../components/tag';
import { paths } from '../../../config/paths';
import type { JobStatusAction } from '../api/job-status-actions';
import { JobStatusDot } from './job-status-dot';

type Props = {
  job: BusinessJobRow;
  /** Archive and unarchive run at once; delete asks first (the page's dialog). */
  onAction: (action: JobStatusAction, job: BusinessJobRow) => void;
  /** The action under way on this job, if any. */
  pending: JobStatusAction | null;
};

function whenText(job: BusinessJobRow): string {
  if (job.status === 'draft' || !job.posted_date)
    return `Edited ${formatRelativeTime(job.updated_at)}`;
  return `Posted ${formatPostedDate(job.posted_date)}`;
}

/**
 * What the job's deadline means for it: by when it takes applications, or, for a job the
 * housekeeping took off the board when it passed, why it is archived and what Unarchive does.
 */
function deadlineText(job: BusinessJobRow): string | null {
  const deadline = job.application_deadline;
  if (!deadline || job.status === 'draft') return null;
  const day = formatPostedDate(deadline);
  if (!deadlinePassed(deadline)) return job.status === 'active' ? `Apply by ${day}` : null;
  return job.status === 'archived'
    ? `Closed when its deadline, ${day}, passed. Unarchive lists it again without a deadline.`
    : `Its deadline, ${day}, has passed: it leaves the board within the hour.`;
}

/**
 * One job on the dashboard: its status dot, facts and the actions its status offers (SPEC §4:
 * Edit, Archive and Delete for active and draft jobs; Unarchive and View Details for archived
 * ones, which are dimmed).
 */
export function DashboardJobCard({ job, onAction, pending }: Props) {
  const archived = job.status === 'archived';
  const busy = pending !== null;
  /** A button that runs `action` on this job, spinning while it does. */
  const actionProps = (action: JobStatusAction, label: string) => ({
    size: 'small' as const,
    loading: pending === action,
    disabled: busy,
    onClick: () => onAction(action, job),
    'aria-label': `${label} ${job.title}`,
    children: label,
  });
  const applicants = `${job.applicants} ${job.applicants === 1 ? 'applicant' : 'applicants'}`;
  const deadline = deadlineText(job);
  const titleHref = archived
    ? paths.business.viewJob.getHref(job.id)
    : paths.business.editJob.getHref(job.id);

  return (
    <Card
      component="article"
      aria-labelledby={`job-${job.id}-title`}
      data-status={job.status}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        // Dimmed (SPEC §2) without lowering text contrast: grey paper, dashed edge, and no
        // colour on its chips and buttons; the status dot keeps its red (SPEC §2).
        ...(archived && {
          bgcolor: '#eef2f3',
          borderStyle: 'dashed',
          '& .MuiChip-root, & .MuiButton-root': { filter: 'grayscale(1)' },
        }),
      }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
        >
          <JobStatusDot status={job.status} />
          <Typography variant="body2" color="textSecondary">
            {whenText(job)}
          </Typography>
        </Stack>
        <Typography id={`job-${job.id}-title`} variant="h3" component="h3">
          <Link component={RouterLink} to={titleHref} underline="hover" color="inherit">
            {job.title}
          </Link>
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography variant="body2" color="textSecondary">
            {job.location_city}, {job.location_state} {job.location_zip} ·{' '}
            {job.applicants > 0 ? (
              <Link component={RouterLink} to={paths.business.jobApplications.getHref(job.id)}>
                {applicants}
              </Link>
            ) : (
              applicants
            )}
          </Typography>
          {job.new_applications > 0 && (
            <Chip
              component={RouterLink}
              to={paths.business.jobApplications.getHref(job.id)}
              clickable
              color="secondary"
              label={`${job.new_applications} new`}
              aria-label={`${job.new_applications} new ${job.new_applications === 1 ? 'application' : 'applications'} for ${job.title}`}
            />
          )}
        </Stack>
        {deadline && (
          <Typography variant="body2" color="textSecondary">
            {deadline}
          </Typography>
        )}
        <Typography
          variant="body2"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {job.description}
        </Typography>
        <Stack
          direction="row"
          spacing={0.75}
          useFlexGap
          sx={{ flexWrap: 'wrap', mt: 'auto', pt: 0.5 }}
        >
          {job.job_type.map((type) => (
            <Tag key={type} label={JOB_TYPE_LABELS[type]} tone="primary" />
          ))}
          <Tag label={job.business_category} />
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1 }}>
        {archived ? (
          <>
            <Button
              {...actionProps('unarchive', 'Unarchive')}
              variant="outlined"
              startIcon={<UnarchiveOutlinedIcon />}
            />
            <Button
              size="small"
              component={RouterLink}
              to={paths.business.viewJob.getHref(job.id)}
              startIcon={<VisibilityOutlinedIcon />}
              aria-label={`View Details of ${job.title}`}
            >
              View Details
            </Button>
          </>
        ) : (
          <>
            <Button
              size="small"
              variant="outlined"
              component={RouterLink}
              to={paths.business.editJob.getHref(job.id)}
              startIcon={<EditOutlinedIcon />}
              aria-label={`Edit ${job.title}`}
            >
              Edit
            </Button>
            <Button {...actionProps('archive', 'Archive')} startIcon={<ArchiveOutlinedIcon />} />
            <Button
              {...actionProps('delete', 'Delete')}
              color="error"
              startIcon={<DeleteOutlineIcon />}
            />
          </>
        )}
      </CardActions>
    </Card>
  );
}
