import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { JobDetail } from '@firstshift/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * In place of the job form, for a job another business posted: the API would refuse every
 * change to it (403), so the page says so before anything is typed, and offers a way on.
 */
export function OtherBusinessJobAlert({ job }: { job: JobDetail }) {
  return (
    <Alert severity="warning">
      <AlertTitle>This job belongs to another business</AlertTitle>
      {job.company.name} posted it, so only they can change it or see it here. Anyone can read it on
      its public page.
      {/* Under the text, not beside it: beside, a phone wraps the buttons word by word. */}
      <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          component={Link}
          to={paths.business.dashboard.getHref()}
          variant="outlined"
          color="inherit"
          size="small"
        >
          Business Dashboard
        </Button>
        <Button component={Link} to={paths.job.getHref(job.id)} color="inherit" size="small">
          See the job’s public page
        </Button>
      </Box>
    </Alert>
  );
}
