import { EMPTY_JOB_FORM, type JobFormInput, type UserProfile } from '@firstshift/domain';
import { UserProfileGate } from '../../../components/feedback/user-profile-gate';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { JobForm } from '../components/job-form';
import { JobPageShell } from '../components/job-page-shell';

/** A new job starts at the business's own address, category and email: change what differs. */
function startingValues(profile: UserProfile): JobFormInput {
  const business = profile.business_profile;
  return {
    ...EMPTY_JOB_FORM,
    category: business?.business_category ?? '',
    addressLine1: business?.address_line1 ?? '',
    addressLine2: business?.address_line2 ?? '',
    city: business?.city ?? '',
    state: business?.state ?? '',
    zip: business?.zip_code ?? '',
    contactEmail: profile.email,
  };
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
