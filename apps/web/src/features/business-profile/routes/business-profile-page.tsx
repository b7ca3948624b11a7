import { ProfilePage } from '../../../components/profile/profile-page';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BusinessProfileForm } from '../components/business-profile-form';

/** /business/profile: the content inside the business layout. */
export function BusinessProfilePage() {
  useDocumentTitle('Business Profile');
  return (
    <ProfilePage
      title="Business Profile"
      subtitle="What applicants see about your business on every job you post."
    >
      {(profile) => <BusinessProfileForm profile={profile} />}
    </ProfilePage>
  );
}
