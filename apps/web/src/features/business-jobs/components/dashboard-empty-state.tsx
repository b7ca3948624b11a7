import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** A business with no jobs yet: what posting one does, and the way to do it. */
export function DashboardEmptyState() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography variant="h3" component="h2">
        No jobs yet
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 520, mx: 'auto' }}>
        Students and part-time seekers nearby are looking for work like yours. Describe the job
        once; save it as a draft or publish it to the board right away.
      </Typography>
      <Button
        component={Link}
        to={paths.business.newJob.getHref()}
        variant="contained"
        size="large"
        startIcon={<AddIcon />}
      >
        Post your first job
      </Button>
    </Paper>
  );
}
