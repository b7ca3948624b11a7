import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { USER_DETAILS_ERROR, userDetailsQueryOptions } from '../../../lib/user-details';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ApplicantProfileForm } from '../components/applicant-profile-form';

/** /applicant/dashboard/profile (SPEC §2 "Profile Settings page"). */
export function ProfileSettingsPage() {
  useDocumentTitle('Profile Settings');
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
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <ApplicantProfileForm profile={query.data} />
      </Paper>
    );
  }

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
      <Typography variant="h2" component="h1">
        Profile Settings
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Keep your details up to date: employers see them when you apply.
      </Typography>
      {content}
    </Box>
  );
}
