import {
  formDefaults,
  jobFormSchema,
  type JobFormInput,
  type UserProfile,
} from '@firstshift/domain';
import { UserProfileGate } from '../../../components/feedback/user-profile-gate';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { JobForm } from '../components/job-form';
import { JobPageShell } from '../components/job-page-shell';

/** A new job starts at the business's own address, category and email: change what differs. */
function startingValues(profile: UserProfile): JobFormInput {
  const business = profile.business_profile;
  return formDefaults(jobFormSchema, {
    business_category: business?.business_category,
    location_street: business?.address_line1,
    location_street_line2: business?.address_line2,
    location_city: business?.city,
    location_state: business?.state,
    location_zip: business?.zip_code,
    contact_email: profile.email,
  });
}

/** /business/jobs/new: Post a New Job (SPEC §2). */
export function NewJobPage() {
  useDocumentTitle('Post a New Job');
  return (
    <JobPageShell
      title="Post a New Job"
      subtitle="Fields marked * are required. Your business address, category and email are filled in for you."
    >
      <UserProfileGate>
        {(profile) => <JobForm defaultValues={startingValues(profile)} />}
      </UserProfileGate>
    </JobPageShell>
  );
}
