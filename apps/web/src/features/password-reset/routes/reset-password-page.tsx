import { ACCOUNT_MESSAGES, type ResetPasswordResponse } from '@firstshift/domain';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../../../components/toast/toast-context';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BackToSignIn } from '../components/back-to-sign-in';
import { InvalidResetLink } from '../components/invalid-reset-link';
import { CentredCard } from '../../../components/layout/centred-card';
import { ResetPasswordForm } from '../components/reset-password-form';
import { forgetResetToken, takeResetToken } from '../components/reset-token';

/** /reset-password#token=…: the screen a mailed reset link opens. */
export function ResetPasswordPage() {
  useDocumentTitle('Set a new password');
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  // Read once: the token is then taken out of the address bar (and so out of the history, a
  // shared screen or a copied URL), while the form, and the tab for a reload, keep it.
  const [token] = useState(() => takeResetToken(location.hash));
  const [invalid, setInvalid] = useState(token === null);

  useEffect(() => {
    if (!location.hash) return;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  // A business signs in on the Business tab; anyone else on the Job Seeker tab.
  const onReset = ({ role }: ResetPasswordResponse) => {
    forgetResetToken();
    toast(ACCOUNT_MESSAGES.passwordReset, 'success');
    void navigate(paths[role === 'business' ? 'business' : 'applicant'].login.getHref(), {
      replace: true,
    });
  };

  const onInvalidLink = () => {
    forgetResetToken();
    setInvalid(true);
  };

  return (
    <CentredCard
      title="Set a new password"
      intro={invalid ? undefined : 'Choose a new password for your FirstShift account.'}
    >
      {invalid || !token ? (
        <InvalidResetLink />
      ) : (
        <ResetPasswordForm token={token} onReset={onReset} onInvalidLink={onInvalidLink} />
      )}
      <BackToSignIn />
    </CentredCard>
  );
}
