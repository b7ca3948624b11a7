import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

type Props = { busy: boolean; disabled?: boolean; children: ReactNode };

/** A form's one large, full-width submit button, spinning while the form is being sent. */
export function SubmitButton({ busy, disabled, children }: Props) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      loading={busy}
      disabled={disabled}
    >
      {children}
    </Button>
  );
}
