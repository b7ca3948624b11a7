import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import {
  resetPasswordFormSchema,
  type ResetPasswordFormValues,
  type ResetPasswordResponse,
} from '@firstshift/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { NewPasswordFields } from '../../../components/form-fields/new-password-fields';
import { showServerError } from '../../../components/form-fields/server-field-error';
import { useSchemaForm } from '../../../components/form-fields/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { RESET_FAILED_MESSAGE, resetPassword } from '../api/reset-password';
import { SubmitButton } from '../../../components/form-fields/submit-button';

type Props = {
  token: string;
  onReset: (answer: ResetPasswordResponse) => void;
  /** The server refused the link (used, expired or unknown). */
  onInvalidLink: () => void;
};

/** New password twice; the token comes from the link. */
export function ResetPasswordForm({ token, onReset, onInvalidLink }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(resetPasswordFormSchema);
  const { control, handleSubmit } = form;
  const mutation = useMutation({ mutationFn: resetPassword });

  const onSubmit = ({ password }: ResetPasswordFormValues) => {
    setFailure(null);
    mutation.mutate(
      { token, password },
      {
        onSuccess: onReset,
        onError: (error) => {
          if (error instanceof ApiError && error.field === 'token') onInvalidLink();
          else setFailure(showServerError(error, form, RESET_FAILED_MESSAGE));
        },
      },
    );
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(onSubmit)}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <NewPasswordFields control={control} label="New password" showRule={false} />
      <SubmitButton busy={mutation.isPending}>Set new password</SubmitButton>
    </Stack>
  );
}
