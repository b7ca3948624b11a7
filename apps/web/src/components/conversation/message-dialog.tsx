import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { NOTE_MAX_LENGTH } from '@firstshift/domain';
import { type ReactNode, useId, useState } from 'react';

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
export function MessageDialog({ open, ...props }: Props) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={props.busy ? undefined : props.onCancel}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-title`}>{props.title}</DialogTitle>
      {open && <MessageForm {...props} />}
    </Dialog>
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
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          Back
        </Button>
        <Button type="submit" variant="contained" color={confirmColor} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
