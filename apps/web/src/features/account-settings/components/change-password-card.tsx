import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHANGE_PASSWORD_FIELDS,
  changePasswordFormSchema,
  type ChangePasswordFormInput,
} from '@firstshift/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { NewPasswordFields } from '../../../components/form-fields/new-password-fields';
import { PasswordFormField } from '../../../components/form-fields/password-form-field';
import { showServerError } from '../../../components/form-fields/server-field-error';
import { CHANGE_PASSWORD_FAILED_MESSAGE } from '../api/change-password';
import { SettingsCard } from './settings-card';
import { useChangePassword } from './use-change-password';

const EMPTY: ChangePasswordFormInput = { currentPassword: '', password: '', confirmPassword: '' };

/** Privacy page: a new password, confirmed with the current one. */
export function ChangePasswordCard() {
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const mutation = useChangePassword(() => reset(EMPTY));

  const onSubmit = (values: ChangePasswordFormInput) => {
    setFailure(null);
    mutation.mutate(
      { current_password: values.currentPassword || null, new_password: values.password },
      {
        onError: (error) =>
          setFailure(
            showServerError(
              error,
              CHANGE_PASSWORD_FIELDS,
              setError,
              CHANGE_PASSWORD_FAILED_MESSAGE,
            ),
          ),
      },
    );
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
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          helperText="Leave empty if you signed up with Google and have not set a password yet."
        />
        <NewPasswordFields control={control} label="New password" />
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
