import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { JobStatus } from '@firstshift/domain';

// SPEC §2: red for archived, amber for draft, green for active.
const STATUS_LOOK: Record<JobStatus, { label: string; dot: string; text: string }> = {
  active: { label: 'Active', dot: '#2e9d57', text: '#1d6b3a' },
  draft: { label: 'Draft', dot: '#f2a541', text: '#7a4304' },
  archived: { label: 'Archived', dot: '#d64545', text: '#a02828' },
};

export const jobStatusLabel = (status: JobStatus) => STATUS_LOOK[status].label;

/** A coloured dot with the status written beside it, so colour is never the only signal. */
export function JobStatusDot({ status }: { status: JobStatus }) {
  const look = STATUS_LOOK[status];
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box
        aria-hidden
        data-status-dot={status}
        sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: look.dot, flexShrink: 0 }}
      />
      <Typography variant="body2" component="span" sx={{ fontWeight: 700, color: look.text }}>
        {look.label}
      </Typography>
    </Stack>
  );
}

/** "Status: ● Active" above a job's form, with what the status means for the board. */
export function JobStatusLine({ status }: { status: JobStatus }) {
  const meaning: Record<JobStatus, string> = {
    active: 'on the board',
    draft: 'only you can see it',
    archived: 'off the board',
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
      <Typography variant="body2" color="textSecondary">
        Status:
      </Typography>
      <JobStatusDot status={status} />
      <Typography variant="body2" color="textSecondary">
        ({meaning[status]})
      </Typography>
    </Stack>
  );
}
