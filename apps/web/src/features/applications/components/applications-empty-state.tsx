import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** No application yet, and the way to the jobs. */
export function ApplicationsEmptyState() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }}>
      <AssignmentOutlinedIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h3" component="h2" sx={{ mt: 1 }}>
        No applications yet
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Apply to a job and follow what happens to your application here.
      </Typography>
      <Button
        component={Link}
        to={paths.applicant.jobSearch.getHref()}
        variant="contained"
        size="large"
      >
        Find Jobs
      </Button>
    </Paper>
  );
}
