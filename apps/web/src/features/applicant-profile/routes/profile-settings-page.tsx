import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { UserProfileGate } from '../../../components/feedback/user-profile-gate';
import { PageContainer } from '../../../components/layout/page-container';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ApplicantProfileForm } from '../components/applicant-profile-form';

/** /applicant/dashboard/profile (SPEC §2 "Profile Settings page"). */
export function ProfileSettingsPage() {
  useDocumentTitle('Profile Settings');
  return (
    <PageContainer maxWidth={880}>
      <Typography variant="h2" component="h1">
        Profile Settings
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Keep your details up to date: employers see them when you apply.
      </Typography>
      <UserProfileGate>
        {(profile) => (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
            <ApplicantProfileForm profile={profile} />
          </Paper>
        )}
      </UserProfileGate>
    </PageContainer>
  );
}
