import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { UploadProgress as Progress } from '../../../lib/upload-form';

/** How much of the application (with its resume) has been sent so far. */
export function UploadProgress({ progress }: { progress: Progress | null }) {
  const percent =
    progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  const label = percent >= 100 ? 'Sent, waiting for the answer…' : `Uploading… ${percent}%`;
  return (
    <Box>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label="Upload progress" />
    </Box>
  );
}
