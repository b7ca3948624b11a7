import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { forgotPasswordSchema, type ForgotPasswordPayload } from '@firstshift/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { EmailFormField } from '../../../components/form-fields/email-form-field';
import { showServerError } from '../../../components/form-fields/server-field-error';
import { useSchemaForm } from '../../../components/form-fields/use-schema-form';
import { RESET_LINK_FAILED_MESSAGE, requestResetLink } from '../api/request-reset-link';
import { SubmitButton } from '../../../components/form-fields/submit-button';

/** Asks for the account's email; `onSent` runs once the server has taken the request. */
export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(forgotPasswordSchema);
  const { control, handleSubmit } = form;
  const mutation = useMutation({ mutationFn: requestResetLink });

  const onSubmit = (values: ForgotPasswordPayload) => {
    setFailure(null);
    mutation.mutate(values, {
      onSuccess: () => onSent(),
      onError: (error) => setFailure(showServerError(error, form, RESET_LINK_FAILED_MESSAGE)),
    });
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(onSubmit)}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <EmailFormField control={control} />
      <SubmitButton busy={mutation.isPending}>Send reset link</SubmitButton>
    </Stack>
  );
}
