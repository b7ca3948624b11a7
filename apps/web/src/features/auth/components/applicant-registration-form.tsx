import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPLICANT_REGISTRATION_FIELDS,
  EMPTY_APPLICANT_REGISTRATION_FORM,
  applicantRegistrationFormSchema,
  applicantRegistrationFormToPayload,
  type ApplicantRegistrationFormInput,
  type ApplicantRegistrationFormValues,
} from '@firstshift/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AddressFields } from '../../../components/form-fields/address-fields';
import { CheckboxFormField } from '../../../components/form-fields/checkbox-form-field';
import { FormSection, FullRow } from '../../../components/form-fields/form-section';
import { PasswordFormField } from '../../../components/form-fields/password-form-field';
import { PhoneFormField } from '../../../components/form-fields/phone-form-field';
import { showServerError } from '../../../components/form-fields/server-field-error';
import { TextFormField } from '../../../components/form-fields/text-form-field';
import { REGISTRATION_FAILED_MESSAGE, registerApplicant } from '../api/register';
import { TERMS_LABEL } from './terms-label';
import { useDelayedSignInRedirect } from './use-delayed-sign-in-redirect';

export const ACCOUNT_CREATED_MESSAGE = 'Account created! Redirecting to sign in…';

const today = () => new Date().toISOString().slice(0, 10);

/** Create Your Account (SPEC §2): on success says so, then moves to the applicant login. */
export function ApplicantRegistrationForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const redirectSoon = useDelayedSignInRedirect();
  const { control, handleSubmit, setError } = useForm<
    ApplicantRegistrationFormInput,
    unknown,
    ApplicantRegistrationFormValues
  >({
    resolver: zodResolver(applicantRegistrationFormSchema),
    defaultValues: EMPTY_APPLICANT_REGISTRATION_FORM,
  });
  const mutation = useMutation({ mutationFn: registerApplicant, onSuccess: redirectSoon });

  const onSubmit = (values: ApplicantRegistrationFormValues) => {
    setFailure(null);
    mutation.mutate(applicantRegistrationFormToPayload(values), {
      onError: (error) =>
        setFailure(
          showServerError(
            error,
            APPLICANT_REGISTRATION_FIELDS,
            setError,
            REGISTRATION_FAILED_MESSAGE,
          ),
        ),
    });
  };
  const done = mutation.isSuccess;

  return (
    <Stack component="form" noValidate spacing={4} onSubmit={handleSubmit(onSubmit)}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <FormSection title="About you">
        <TextFormField
          control={control}
          name="firstName"
          label="First name"
          autoComplete="given-name"
          required
        />
        <TextFormField
          control={control}
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          required
        />
        <TextFormField
          control={control}
          name="dateOfBirth"
          label="Date of birth"
          type="date"
          autoComplete="bday"
          required
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: '1900-01-01', max: today() },
          }}
        />
        <PhoneFormField control={control} name="phone" label="Phone number (optional)" />
      </FormSection>
      <FormSection title="Account" description="You will sign in with this email and password.">
        <FullRow>
          <TextFormField
            control={control}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            required
          />
        </FullRow>
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
      <FormSection
        title="Address (optional)"
        description="Helps us show you jobs near home. You can add it later."
      >
        <FullRow>
          <AddressFields control={control} required={false} />
        </FullRow>
      </FormSection>
      <Stack spacing={0.5}>
        <CheckboxFormField
          control={control}
          name="emailNotifications"
          label="Email me about new job matches and application updates"
        />
        <CheckboxFormField control={control} name="termsAccepted" label={TERMS_LABEL} required />
      </Stack>
      {done && (
        <Alert severity="success" role="status">
          {ACCOUNT_CREATED_MESSAGE}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={mutation.isPending}
        disabled={done}
      >
        Create Account
      </Button>
    </Stack>
  );
}
