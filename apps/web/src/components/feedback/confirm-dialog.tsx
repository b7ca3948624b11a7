import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';

type Props = {
  open: boolean;
  title: string;
  /** What happens if the user goes on. */
  children: ReactNode;
  confirmLabel: string;
  confirmColor?: 'error' | 'success';
  /** While the action runs the dialog stays open: Cancel, Escape and the backdrop do nothing. */
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * Asks before an action that cannot be undone (deleting, closing an application). Cancel has
 * the focus, so a stray Enter never confirms.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  confirmColor = 'error',
  busy,
  onCancel,
  onConfirm,
}: Props) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{children}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button color={confirmColor} variant="contained" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
