import { ProfilePage } from '../../../components/profile/profile-page';
import { ApplicantProfileForm } from '../components/applicant-profile-form';

const SUBTITLE = 'Keep your details up to date: employers see them when you apply.';

/** /applicant/dashboard/profile (SPEC §2 "Profile Settings page"). */
export function ProfileSettingsPage() {
  return <ProfilePage title="Profile Settings" subtitle={SUBTITLE} Form={ApplicantProfileForm} />;
}
