import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import {
  businessRegistrationFormSchema,
  type BusinessRegistrationPayload,
} from '@firstshift/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AddressFields } from '../../../components/form-fields/address-fields';
import { BusinessDetailsFields } from '../../../components/form-fields/business-details-fields';
import { FormSection } from '../../../components/form-fields/form-section';
import { NewPasswordFields } from '../../../components/form-fields/new-password-fields';
import { PhoneFormField } from '../../../components/form-fields/phone-form-field';
import { EmailFormField } from '../../../components/form-fields/email-form-field';
import { showServerError } from '../../../components/form-fields/server-field-error';
import { useSchemaForm } from '../../../components/form-fields/use-schema-form';
import { REGISTRATION_FAILED_MESSAGE, registerBusiness } from '../api/register';
import { PageHandOff } from './page-hand-off';
import { RedirectNotice } from './redirect-notice';
import { RegistrationConsentFields } from './registration-consent-fields';
import { useLoginRedirect } from './use-login-redirect';
import { SubmitButton } from '../../../components/form-fields/submit-button';
import { useRegistrationDraft } from './use-registration-draft';

export const OPENING_DASHBOARD_LABEL = 'Opening your dashboard…';

/**
 * Register Your Business (SPEC §2): the new business is signed in and sent to its dashboard.
 * Like the business login, one that came from an apply link (`next`) is told first why not there.
 */
export function BusinessRegistrationForm({ next }: { next: string | null }) {
  const { signedIn, leaving, notice, leaveNotice } = useLoginRedirect(next);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(businessRegistrationFormSchema);
  const { control, handleSubmit } = form;
  const draft = useRegistrationDraft(form, 'business');

  const mutation = useMutation({
    mutationFn: registerBusiness,
    onSuccess: (response) => {
      // Before the session changes the draft's key.
      draft.discard();
      void signedIn(response);
    },
  });

  const onSubmit = (payload: BusinessRegistrationPayload) => {
    setFailure(null);
    mutation.mutate(payload, {
      onError: (error) => setFailure(showServerError(error, form, REGISTRATION_FAILED_MESSAGE)),
    });
  };
  const busy = mutation.isPending || leaving;

  return (
    <Stack component="form" noValidate spacing={4} onSubmit={handleSubmit(onSubmit)}>
      {draft.notice}
      {failure && <Alert severity="error">{failure}</Alert>}
      <FormSection title="Business details">
        <BusinessDetailsFields
          control={control}
          descriptionRows={3}
          descriptionHint="Tell applicants what you do and what it is like to work with you."
        />
      </FormSection>
      <FormSection title="Account" description="You will sign in with this email and password.">
        <EmailFormField control={control} />
        <PhoneFormField control={control} name="phone_number" label="Phone (optional)" />
        <NewPasswordFields control={control} />
      </FormSection>
      <FormSection title="Business address">
        <AddressFields control={control} required />
      </FormSection>
      <RegistrationConsentFields
        control={control}
        notificationsLabel="Email me about new applicants and account updates"
      />
      <SubmitButton busy={busy}>Register Business</SubmitButton>
      <PageHandOff active={leaving} label={OPENING_DASHBOARD_LABEL}>
        <RedirectNotice notice={notice} onDone={leaveNotice} />
      </PageHandOff>
    </Stack>
  );
}
