import Alert from '@mui/material/Alert';
import { ACCOUNT_MESSAGES } from '@firstshift/domain';
import { useState } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BackToSignIn } from '../components/back-to-sign-in';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { CentredCard } from '../../../components/layout/centred-card';

/** /forgot-password: mails a reset link; the answer never tells whether the email has an account. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const [sent, setSent] = useState(false);

  return (
    <CentredCard
      title="Forgot password?"
      intro={
        sent ? undefined : "Enter your account's email and we'll send you a link to set a new one."
      }
    >
      {sent ? (
        <Alert severity="success" role="status">
          {ACCOUNT_MESSAGES.resetLinkSent}
        </Alert>
      ) : (
        <ForgotPasswordForm onSent={() => setSent(true)} />
      )}
      <BackToSignIn />
    </CentredCard>
  );
}
