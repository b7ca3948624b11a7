import { ProfilePage } from '../../../components/profile/profile-page';
import { BusinessProfileForm } from '../components/business-profile-form';

const SUBTITLE = 'What applicants see about your business on every job you post.';

/** /business/profile: the content inside the business layout. */
export function BusinessProfilePage() {
  return <ProfilePage title="Business Profile" subtitle={SUBTITLE} Form={BusinessProfileForm} />;
}
