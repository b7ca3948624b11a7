import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';

type Props = {
  error: Error;
  /** Said when the answer was 404 ("Job not found"). */
  notFound: string;
  /** Where the way out leads, and its label. */
  back: { to: string; label: string };
};

/** A page whose record could not be loaded: "… not found" for a 404, else the error's text. */
export function LoadFailureAlert({ error, notFound, back }: Props) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Alert
      severity={missing ? 'warning' : 'error'}
      action={
        <Button color="inherit" size="small" component={Link} to={back.to}>
          {back.label}
        </Button>
      }
    >
      {missing ? notFound : error.message}
    </Alert>
  );
}
