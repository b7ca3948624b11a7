import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** No saved search yet: what one is for, and where to make one. */
export function SavedSearchesEmptyState() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }}>
      <BookmarkBorderIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h3" component="h2" sx={{ mt: 1 }}>
        No saved searches yet
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 520, mx: 'auto' }}>
        Search for jobs, then press Save Search: we count the new jobs that match it for you.
      </Typography>
      <Button
        component={Link}
        to={paths.applicant.jobSearch.getHref()}
        variant="contained"
        size="large"
      >
        Search Jobs
      </Button>
    </Paper>
  );
}
