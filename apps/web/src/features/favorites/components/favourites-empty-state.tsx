import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** SPEC §2: no favourites yet, and the way to find some. */
export function FavouritesEmptyState() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }}>
      <FavoriteBorderIcon sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h3" component="h2" sx={{ mt: 1 }}>
        No favorite jobs yet
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Start exploring jobs and save the ones you like!
      </Typography>
      <Button
        component={Link}
        to={paths.applicant.jobSearch.getHref()}
        variant="contained"
        size="large"
      >
        Browse Jobs
      </Button>
    </Paper>
  );
}
