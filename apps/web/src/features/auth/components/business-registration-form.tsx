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
import { BusinessCategorySelectField } from '../../../components/form-fields/business-category-select-field';
import { CheckboxFormField } from '../../../components/form-fields/checkbox-form-field';
import { FormSection, FullRow } from '../../../components/form-fields/form-section';
import { PasswordFormField } from '../../../components/form-fields/password-form-field';
import { PhoneFormField } from '../../../components/form-fields/phone-form-field';
import { showServerError } from '../../../components/form-fields/server-field-error';
import { TextFormField } from '../../../components/form-fields/text-form-field';
import { paths } from '../../../config/paths';
import { saveSession } from '../../../lib/session';
import { REGISTRATION_FAILED_MESSAGE, registerBusiness } from '../api/register';
import { TERMS_LABEL } from './terms-label';

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
    saveSession({
      token: response.access_token,
      tokenType: response.token_type,
      userId: response.user_id,
      role: response.user_role,
      name: response.user_name,
      firstName: null,
    });
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
        <TextFormField
          control={control}
          name="name"
          label="Business name"
          autoComplete="organization"
          required
        />
        <BusinessCategorySelectField control={control} name="category" required />
        <FullRow>
          <TextFormField
            control={control}
            name="description"
            label="Business description (optional)"
            multiline
            minRows={3}
            helperText="Tell applicants what you do and what it is like to work with you."
          />
        </FullRow>
      </FormSection>
      <FormSection title="Account" description="You will sign in with this email and password.">
        <TextFormField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
        />
        <PhoneFormField control={control} name="phone" label="Phone (optional)" />
        <PasswordFormField
          control={control}
          name="password"
          label="Password"
          required
          helperText="At least 8 characters, with letters and numbers."
        />
        <PasswordFormField
          control={control}
          name="confirmPassword"
          label="Confirm password"
          required
        />
      </FormSection>
      <FormSection title="Business address">
        <FullRow>
          <AddressFields control={control} required />
        </FullRow>
      </FormSection>
      <Stack spacing={0.5}>
        <CheckboxFormField
          control={control}
          name="emailNotifications"
          label="Email me about new applicants and account updates"
        />
        <CheckboxFormField control={control} name="termsAccepted" label={TERMS_LABEL} required />
      </Stack>
      <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
        Register Business
      </Button>
    </Stack>
  );
}
