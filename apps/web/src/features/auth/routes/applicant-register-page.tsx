import { safeNextPath } from '@firstshift/domain';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ApplicantRegistrationForm } from '../components/applicant-registration-form';
import { RegistrationCard } from '../components/registration-card';

/** `next` (the page to return to) travels on to the sign-in this screen leads to. */
export function ApplicantRegisterPage() {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  useDocumentTitle('Create Your Account');
  return (
    <RegistrationCard
      title="Create Your Account"
      intro="Find part-time jobs, internships and volunteer work near you."
      signInHref={paths.applicant.login.getHref(next ?? undefined)}
    >
      <ApplicantRegistrationForm next={next} />
    </RegistrationCard>
  );
}
