import { ProfilePage } from '../../../components/profile/profile-page';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ApplicantProfileForm } from '../components/applicant-profile-form';

/** /applicant/dashboard/profile (SPEC §2 "Profile Settings page"). */
export function ProfileSettingsPage() {
  useDocumentTitle('Profile Settings');
  return (
    <ProfilePage
      title="Profile Settings"
      subtitle="Keep your details up to date: employers see them when you apply."
    >
      {(profile) => <ApplicantProfileForm profile={profile} />}
    </ProfilePage>
  );
}
