import { safeNextPath } from '@firstshift/domain';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BusinessRegistrationForm } from '../components/business-registration-form';
import { RegistrationCard } from '../components/registration-card';

/** `next` (the page to return to) travels on to the sign-in this screen leads to. */
export function BusinessRegisterPage() {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  useDocumentTitle('Register Your Business');
  return (
    <RegistrationCard
      title="Register Your Business"
      intro="Post jobs and hire local students and part-time workers."
      signInHref={paths.business.login.getHref(next ?? undefined)}
    >
      <BusinessRegistrationForm next={next} />
    </RegistrationCard>
  );
}
