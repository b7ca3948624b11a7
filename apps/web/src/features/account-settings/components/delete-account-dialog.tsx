import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PasswordFormField } from '../../../components/form-fields/password-form-field';
import { showServerError } from '../../../components/form-fields/server-field-error';
import { TextFormField } from '../../../components/form-fields/text-form-field';
import { DELETE_ACCOUNT_FAILED_MESSAGE } from '../api/delete-account';
import { useDeleteAccount } from './use-delete-account';

export const CONFIRMATION_WORD = 'DELETE';

type Form = { password: string; confirmation: string };

/**
 * Asks for the password and for DELETE typed out before the account goes: deleting cannot be
 * undone, so one stray click must never be enough.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Form>({ defaultValues: { password: '', confirmation: '' } });
  const { control, handleSubmit, reset } = form;
  const confirmation = useWatch({ control, name: 'confirmation' });
  const mutation = useDeleteAccount();
  const confirmed = confirmation.trim() === CONFIRMATION_WORD;

  const close = () => {
    if (mutation.isPending) return;
    reset();
    setFailure(null);
    onClose();
  };
  const onSubmit = ({ password }: Form) => {
    setFailure(null);
    mutation.mutate(
      { password: password || null },
      {
        onError: (error) => setFailure(showServerError(error, form, DELETE_ACCOUNT_FAILED_MESSAGE)),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id={titleId}>Delete your account?</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2">
              This permanently deletes your account, your profile, your applications and their
              resumes, your favourite jobs, saved searches and notifications. It cannot be undone.
            </Typography>
            {failure && <Alert severity="error">{failure}</Alert>}
            <PasswordFormField
              control={control}
              name="password"
              label="Password"
              autoComplete="current-password"
              helperText="Leave empty if you only sign in with Google."
            />
            <TextFormField
              control={control}
              name="confirmation"
              label={`Type ${CONFIRMATION_WORD} to confirm`}
              autoComplete="off"
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={!confirmed}
            loading={mutation.isPending}
          >
            Delete account
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
