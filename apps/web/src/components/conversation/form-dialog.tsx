import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';

type Props = {
  open: boolean;
  title: string;
  /** While the form is sent, Escape and the backdrop do nothing. */
  busy: boolean;
  onCancel: () => void;
  /** The whole screen on a phone, for a long form. */
  fullScreenOnPhone?: boolean;
  /** The form: mounted on opening, so that each opening starts from its given values. */
  children: ReactNode;
};

/** A dialog that holds one form of the interview and message screens. */
export function FormDialog({ open, title, busy, onCancel, fullScreenOnPhone, children }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
      fullScreen={Boolean(fullScreenOnPhone) && phone}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      {open && children}
    </Dialog>
  );
}

type ActionsProps = {
  busy: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  submitLabel: string;
  submitColor?: 'primary' | 'error' | 'success';
};

/** The form's way back and its submit button (the form's own `type="submit"`). */
export function FormDialogActions({
  busy,
  onCancel,
  cancelLabel = 'Cancel',
  submitLabel,
  submitColor = 'primary',
}: ActionsProps) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant="contained" color={submitColor} loading={busy}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
