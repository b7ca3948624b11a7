import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { changePasswordFormSchema, type ChangePasswordPayload } from '@firstshift/domain';
import { useState } from 'react';
import { NewPasswordFields } from '../../../components/form-fields/new-password-fields';
import { PasswordFormField } from '../../../components/form-fields/password-form-field';
import { showServerError } from '../../../components/form-fields/server-field-error';
import { useSchemaForm } from '../../../components/form-fields/use-schema-form';
import { CHANGE_PASSWORD_FAILED_MESSAGE } from '../api/change-password';
import { SettingsCard } from './settings-card';
import { useChangePassword } from './use-change-password';

/** Privacy page: a new password, confirmed with the current one. */
export function ChangePasswordCard() {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(changePasswordFormSchema);
  const { control, handleSubmit, reset } = form;
  const mutation = useChangePassword(() => reset());

  const onSubmit = (payload: ChangePasswordPayload) => {
    setFailure(null);
    mutation.mutate(payload, {
      onError: (error) => setFailure(showServerError(error, form, CHANGE_PASSWORD_FAILED_MESSAGE)),
    });
  };

  return (
    <SettingsCard
      icon={<LockOutlinedIcon />}
      title="Change password"
      description="Signs you out everywhere else; this browser stays signed in."
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(onSubmit)}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <PasswordFormField
          control={control}
          name="current_password"
          label="Current password"
          autoComplete="current-password"
          helperText="Leave empty if you signed up with Google and have not set a password yet."
        />
        <NewPasswordFields control={control} name="new_password" label="New password" />
        <Button
          type="submit"
          variant="contained"
          loading={mutation.isPending}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          Change password
        </Button>
      </Stack>
    </SettingsCard>
  );
}
