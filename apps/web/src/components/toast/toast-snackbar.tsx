import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_AUTO_HIDE_MS } from '@firstshift/domain';
import type { ToastSeverity } from './toast-context';

type Props = { message: string; severity: ToastSeverity; onClose: () => void };

/** Loaded with the first toast, so its code stays off the first page load. */
export default function ToastSnackbar({ message, severity, onClose }: Props) {
  return (
    <Snackbar
      open
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      // Above a phone's bottom bar of pages (64 px, data-bottom-nav), rather than over it.
      sx={{
        'body:has([data-bottom-nav]) &': {
          bottom: 'calc(72px + env(safe-area-inset-bottom))',
        },
      }}
    >
      <Alert severity={severity} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
