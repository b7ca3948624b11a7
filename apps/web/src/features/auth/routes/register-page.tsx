import { safeNextPath, type UserRole } from '@firstshift/domain';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ApplicantRegistrationForm } from '../components/applicant-registration-form';
import { BusinessRegistrationForm } from '../components/business-registration-form';
import { RegistrationCard } from '../components/registration-card';
import { SignedInNotice } from '../components/signed-in-notice';

const SIGN_UPS = {
  applicant: {
    title: 'Create Your Account',
    intro: 'Find part-time jobs, internships and volunteer work near you.',
    Form: ApplicantRegistrationForm,
  },
  business: {
    title: 'Register Your Business',
    intro: 'Post jobs and hire local students and part-time workers.',
    Form: BusinessRegistrationForm,
  },
} as const;

/**
 * /applicant/register and /business/register: the role's sign-up form in one card. `next` (the
 * page to return to) travels on to the sign-in this screen leads to.
 */
export function RegisterPage({ role }: { role: UserRole }) {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const { title, intro, Form } = SIGN_UPS[role];
  useDocumentTitle(title);
  return (
    <RegistrationCard
      title={title}
      intro={intro}
      signInHref={paths[role].login.getHref(next ?? undefined)}
    >
      <SignedInNotice role={role} action="register" />
      <Form next={next} />
    </RegistrationCard>
  );
}
