import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ApplicantRegistrationForm } from '../components/applicant-registration-form';
import { RegistrationCard } from '../components/registration-card';

export function ApplicantRegisterPage() {
  useDocumentTitle('Create Your Account');
  return (
    <RegistrationCard
      title="Create Your Account"
      intro="Find part-time jobs, internships and volunteer work near you."
      signInHref={paths.applicant.login.getHref()}
    >
      <ApplicantRegistrationForm />
    </RegistrationCard>
  );
}
