import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { APPLICATION_SUBMITTED_MESSAGE, TOAST_AUTO_HIDE_MS } from '@firstshift/domain';

/** SPEC §8: what the screen says when an application fails and trying again can help. */
export const APPLICATION_FAILED_MESSAGE = 'Application failed. Please try again.';

export type ApplyResult = { kind: 'success' } | { kind: 'error'; message: string };

type Props = { result: ApplyResult | null; onClose: (result: ApplyResult) => void };

/**
 * The Apply page's snackbar (SPEC §2, §8): "Application submitted successfully!" or why it
 * failed, hidden after 4 s. The page decides what closing it does.
 */
export function ApplyResultSnackbar({ result, onClose }: Props) {
  return (
    <Snackbar
      open={result !== null}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway' && result) onClose(result);
      }}
    >
      <Alert
        severity={result?.kind === 'success' ? 'success' : 'error'}
        variant="filled"
        onClose={result ? () => onClose(result) : undefined}
        sx={{ width: '100%' }}
      >
        {result?.kind === 'error' ? result.message : APPLICATION_SUBMITTED_MESSAGE}
      </Alert>
    </Snackbar>
  );
}
