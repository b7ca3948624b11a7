import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import PrivacyTipOutlinedIcon from '@mui/icons-material/PrivacyTipOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container';
import { PageHeader } from '../../../components/layout/page-header';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SettingsCard } from '../components/settings-card';

const SETTINGS_CARDS = [
  {
    icon: <PersonOutlinedIcon />,
    title: 'Profile',
    description: 'Your name, date of birth, phone, address and email notifications.',
    to: paths.applicant.profile.getHref(),
    action: 'Edit Profile',
  },
  {
    icon: <PrivacyTipOutlinedIcon />,
    title: 'Privacy',
    description: 'Change your password or delete your account.',
    to: paths.applicant.privacy.getHref(),
    action: 'Privacy Settings',
  },
];

/** /applicant/dashboard/settings (SPEC §2 "Account Settings page"): two cards. */
export function AccountSettingsPage() {
  useDocumentTitle('Account Settings');
  return (
    <PageContainer maxWidth={880}>
      <PageHeader title="Account Settings" subtitle="Manage your profile, password and account." />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {SETTINGS_CARDS.map(({ icon, title, description, to, action }) => (
          <SettingsCard key={title} icon={icon} title={title} description={description}>
            <Button component={Link} to={to} variant="outlined" endIcon={<ArrowForwardIcon />}>
              {action}
            </Button>
          </SettingsCard>
        ))}
      </Box>
    </PageContainer>
  );
}
