import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ChangePasswordCard } from '../components/change-password-card';
import { DeleteAccountCard } from '../components/delete-account-card';

/** /applicant/dashboard/settings/privacy: change the password or delete the account. */
export function PrivacySettingsPage() {
  useDocumentTitle('Privacy Settings');
  return (
    <PageContainer maxWidth={720}>
      <Button
        component={Link}
        to={paths.applicant.settings.getHref()}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1, ml: -1 }}
      >
        Account Settings
      </Button>
      <Typography variant="h2" component="h1">
        Privacy Settings
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: 3 }}>
        Keep your account secure, or remove it.
      </Typography>
      <Stack spacing={3}>
        <ChangePasswordCard />
        <DeleteAccountCard />
      </Stack>
    </PageContainer>
  );
}
