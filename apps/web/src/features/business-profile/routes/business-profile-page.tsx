import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { USER_DETAILS_ERROR, userDetailsQueryOptions } from '../../../lib/user-details';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BusinessProfileForm } from '../components/business-profile-form';

/** /business/profile: the content inside the business layout. */
export function BusinessProfilePage() {
  useDocumentTitle('Business Profile');
  const query = useQuery(userDetailsQueryOptions());

  let content;
  if (query.isPending) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading your profile" />
      </Box>
    );
  } else if (query.isError) {
    content = <Alert severity="error">{query.error.message || USER_DETAILS_ERROR}</Alert>;
  } else {
    content = (
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <BusinessProfileForm profile={query.data} />
      </Paper>
    );
  }

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Typography variant="h2" component="h1">
        Business Profile
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        What applicants see about your business on every job you post.
      </Typography>
      {content}
    </Box>
  );
}
