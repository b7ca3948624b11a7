import Alert from '@mui/material/Alert';
import { useEffect, useRef } from 'react';

export type ApplyFailure = {
  message: string;
  /** Takes the focus, so a keyboard or screen reader user meets the reason at once. */
  focus: boolean;
};

/** Why the server refused the application (already applied, too young, wrong file…). */
export function ApplyFailureAlert({ failure }: { failure: ApplyFailure }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure.focus) ref.current?.focus();
  }, [failure]);
  return (
    <Alert severity="error" ref={ref} tabIndex={-1} sx={{ outline: 'none' }}>
      {failure.message}
    </Alert>
  );
}
