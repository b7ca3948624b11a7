import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

// Long enough to read one sentence before the business dashboard replaces the page.
const NOTICE_MS = 1500;

type Props = { notice: string | null; onDone: () => void };

/** Why a fresh sign-in does not go where the link promised (a business from an apply link). */
export function RedirectNotice({ notice, onDone }: Props) {
  return (
    <Snackbar
      open={notice !== null}
      autoHideDuration={NOTICE_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onDone();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="warning" variant="filled" onClose={onDone} sx={{ width: '100%' }}>
        {notice}
      </Alert>
    </Snackbar>
  );
}
