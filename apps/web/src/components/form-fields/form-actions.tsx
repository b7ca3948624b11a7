import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

type Props = {
  /** Puts back what the form loaded. */
  onReset: () => void;
  resetDisabled: boolean;
  /** The submit button. */
  children: ReactNode;
};

/** A form's closing row, at its right: Reset, then the form's own submit button. */
export function FormActions({ onReset, resetDisabled, children }: Props) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
      <Button type="button" variant="outlined" disabled={resetDisabled} onClick={onReset}>
        Reset
      </Button>
      {children}
    </Stack>
  );
}
