import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import {
  applicantRegistrationFormSchema,
  type ApplicantRegistrationPayload,
} from '@firstshift/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AddressFields } from '../../../components/form-fields/address-fields';
import { ApplicantPersonalFields } from '../../../components/form-fields/applicant-personal-fields';
import { FormSection, FullRow } from '../../../components/form-fields/form-section';
import { NewPasswordFields } from '../../../components/form-fields/new-password-fields';
import { PhoneFormField } from '../../../components/form-fields/phone-form-field';
import { EmailFormField } from '../../../components/form-fields/email-form-field';
import { showServerError } from '../../../components/form-fields/server-field-error';
import { useSchemaForm } from '../../../components/form-fields/use-schema-form';
import { REGISTRATION_FAILED_MESSAGE, registerApplicant } from '../api/register';
import { PageHandOff } from './page-hand-off';
import { RegistrationConsentFields } from './registration-consent-fields';
import { useDelayedSignInRedirect } from './use-delayed-sign-in-redirect';
import { SubmitButton } from '../../../components/form-fields/submit-button';
import { useRegistrationDraft } from './use-registration-draft';

export const ACCOUNT_CREATED_MESSAGE = 'Account created! Redirecting to sign in…';
export const OPENING_SIGN_IN_LABEL = 'Opening the sign-in page…';

/**
 * Create Your Account (SPEC §2): on success says so, then moves to the applicant login, which
 * knows the email and still holds `next` (the validated page the applicant came from).
 */
export function ApplicantRegistrationForm({ next }: { next: string | null }) {
  const [failure, setFailure] = useState<string | null>(null);
  const redirectSoon = useDelayedSignInRedirect(next);
  const form = useSchemaForm(applicantRegistrationFormSchema);
  const { control, handleSubmit } = form;
  const draft = useRegistrationDraft(form, 'applicant');
  const mutation = useMutation({
    mutationFn: registerApplicant,
    onSuccess: (_account, payload) => {
      draft.discard();
      redirectSoon(payload.email);
    },
  });

  const onSubmit = (payload: ApplicantRegistrationPayload) => {
    setFailure(null);
    mutation.mutate(payload, {
      onError: (error) => setFailure(showServerError(error, form, REGISTRATION_FAILED_MESSAGE)),
    });
  };
  const done = mutation.isSuccess;

  return (
    <Stack component="form" noValidate spacing={4} onSubmit={handleSubmit(onSubmit)}>
      {draft.notice}
      {failure && <Alert severity="error">{failure}</Alert>}
      <FormSection title="About you">
        <ApplicantPersonalFields control={control} />
        <PhoneFormField control={control} name="phone_number" label="Phone number (optional)" />
      </FormSection>
      <FormSection title="Account" description="You will sign in with this email and password.">
        <FullRow>
          <EmailFormField control={control} />
        </FullRow>
        <NewPasswordFields control={control} />
      </FormSection>
      <FormSection
        title="Address (optional)"
        description="Helps us show you jobs near home. You can add it later."
      >
        <AddressFields control={control} required={false} />
      </FormSection>
      <RegistrationConsentFields
        control={control}
        notificationsLabel="Email me about new job matches and application updates"
      />
      {/* The page is inert while it waits; the message shows (and is read) above it. */}
      <PageHandOff active={done} label={OPENING_SIGN_IN_LABEL}>
        <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
          <Alert severity="success" variant="filled" role="status" sx={{ width: '100%' }}>
            {ACCOUNT_CREATED_MESSAGE}
          </Alert>
        </Snackbar>
      </PageHandOff>
      <SubmitButton busy={mutation.isPending} disabled={done}>
        Create Account
      </SubmitButton>
    </Stack>
  );
}
