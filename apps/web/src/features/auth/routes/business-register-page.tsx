import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BusinessRegistrationForm } from '../components/business-registration-form';
import { RegistrationCard } from '../components/registration-card';

export function BusinessRegisterPage() {
  useDocumentTitle('Register Your Business');
  return (
    <RegistrationCard
      title="Register Your Business"
      intro="Post jobs and hire local students and part-time workers."
      signInHref={paths.business.login.getHref()}
    >
      <BusinessRegistrationForm />
    </RegistrationCard>
  );
}
