import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { UserProfileGate } from '../../../components/feedback/user-profile-gate';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BusinessProfileForm } from '../components/business-profile-form';

/** /business/profile: the content inside the business layout. */
export function BusinessProfilePage() {
  useDocumentTitle('Business Profile');
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Typography variant="h2" component="h1">
        Business Profile
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        What applicants see about your business on every job you post.
      </Typography>
      <UserProfileGate>
        {(profile) => (
          <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
            <BusinessProfileForm profile={profile} />
          </Paper>
        )}
      </UserProfileGate>
    </Box>
  );
}
