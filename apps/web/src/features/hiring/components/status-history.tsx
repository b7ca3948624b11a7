import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BUSINESS_STATUS_LABELS, type BusinessApplication } from '@firstshift/domain';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Every status the application has had, each with its time, oldest first. */
export function StatusHistory({ history }: { history: BusinessApplication['history'] }) {
  return (
    <Stack component="ol" spacing={1} sx={{ m: 0, pl: 2.5 }} aria-label="Status history">
      {history.map((step) => (
        <li key={`${step.status}-${step.changed_at}`}>
          <Typography variant="body2">
            <strong>{BUSINESS_STATUS_LABELS[step.status]}</strong> ·{' '}
            <time dateTime={step.changed_at}>{when.format(new Date(step.changed_at))}</time>
          </Typography>
        </li>
      ))}
    </Stack>
  );
}
