import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BUSINESS_REGISTRATION_FIELDS,
  EMPTY_BUSINESS_REGISTRATION_FORM,
  businessRegistrationFormSchema,
  businessRegistrationFormToPayload,
  type BusinessRegistrationFormInput,
  type BusinessRegistrationFormValues,
  type LoginResponse,
} from '@firstshift/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AddressFields } from '../../../components/form-fields/address-fields';
import { BusinessDetailsFields } from '../../../components/form-fields/business-details-fields';
import { FormSection, FullRow } from '../../../components/form-fields/form-section';
import { NewPasswordFields } from '../../../components/form-fields/new-password-fields';
import { PhoneFormField } from '../../../components/form-fields/phone-form-field';
import { EmailFormField } from '../../../components/form-fields/email-form-field';
import { showServerError } from '../../../components/form-fields/server-field-error';
import { paths } from '../../../config/paths';
import { saveLoginSession } from '../../../lib/session';
import { REGISTRATION_FAILED_MESSAGE, registerBusiness } from '../api/register';
import { RegistrationConsentFields } from './registration-consent-fields';

/** Register Your Business (SPEC §2): the new business is signed in and sent to its dashboard. */
export function BusinessRegistrationForm() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<
    BusinessRegistrationFormInput,
    unknown,
    BusinessRegistrationFormValues
  >({
    resolver: zodResolver(businessRegistrationFormSchema),
    defaultValues: EMPTY_BUSINESS_REGISTRATION_FORM,
  });

  const signedIn = (response: LoginResponse) => {
    saveLoginSession(response);
    void navigate(paths.business.dashboard.getHref(), { replace: true });
  };
  const mutation = useMutation({ mutationFn: registerBusiness, onSuccess: signedIn });

  const onSubmit = (values: BusinessRegistrationFormValues) => {
    setFailure(null);
    mutation.mutate(businessRegistrationFormToPayload(values), {
      onError: (error) =>
        setFailure(
          showServerError(
            error,
            BUSINESS_REGISTRATION_FIELDS,
            setError,
            REGISTRATION_FAILED_MESSAGE,
          ),
        ),
    });
  };
  const busy = mutation.isPending || mutation.isSuccess;

  return (
    <Stack component="form" noValidate spacing={4} onSubmit={handleSubmit(onSubmit)}>
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
        <PhoneFormField control={control} name="phone" label="Phone (optional)" />
        <NewPasswordFields control={control} />
      </FormSection>
      <FormSection title="Business address">
        <FullRow>
          <AddressFields control={control} required />
        </FullRow>
      </FormSection>
      <RegistrationConsentFields
        control={control}
        notificationsLabel="Email me about new applicants and account updates"
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
        Register Business
      </Button>
    </Stack>
  );
}
