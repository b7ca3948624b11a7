import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { NOTE_MAX_LENGTH } from '@firstshift/domain';
import { type ReactNode, useState } from 'react';
import { FormDialog, FormDialogActions } from './form-dialog';

type Props = {
  open: boolean;
  title: string;
  children: ReactNode;
  messageLabel: string;
  confirmLabel: string;
  confirmColor?: 'primary' | 'error' | 'success';
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (message: string) => void;
};

/** Asks before an answer that the other side is told of, with room for a word to them. */
export function MessageDialog({ open, title, ...props }: Props) {
  return (
    <FormDialog open={open} title={title} busy={props.busy} onCancel={props.onCancel}>
      <MessageForm {...props} />
    </FormDialog>
  );
}

function MessageForm({
  children,
  messageLabel,
  confirmLabel,
  confirmColor = 'primary',
  busy,
  error,
  onCancel,
  onConfirm,
}: Omit<Props, 'open' | 'title'>) {
  const [message, setMessage] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(message.trim());
      }}
    >
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText sx={{ mb: 2 }}>{children}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <TextField
          label={messageLabel}
          name="message"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
        />
      </DialogContent>
      <FormDialogActions
        busy={busy}
        onCancel={onCancel}
        cancelLabel="Back"
        submitLabel={confirmLabel}
        submitColor={confirmColor}
      />
    </form>
  );
}
