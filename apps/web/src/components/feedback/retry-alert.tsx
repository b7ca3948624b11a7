import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

type Props = {
  /** What went wrong, as the screen should say it. */
  message: string;
  /** Loads again, e.g. a query's `refetch`. */
  onRetry: () => unknown;
};

/**
 * A list or a dashboard that could not load: the reason and a Retry button, so one failed
 * request never means reloading the whole page.
 */
export function RetryAlert({ message, onRetry }: Props) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
