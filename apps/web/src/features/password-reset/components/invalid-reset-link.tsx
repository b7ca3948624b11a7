import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ACCOUNT_MESSAGES } from '@firstshift/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** A used, expired or garbled link: say so and offer a new one. */
export function InvalidResetLink() {
  return (
    <>
      <Alert severity="error">{ACCOUNT_MESSAGES.resetLinkInvalid}</Alert>
      <Button
        component={RouterLink}
        to={paths.forgotPassword.getHref()}
        variant="contained"
        size="large"
        fullWidth
      >
        Request a new link
      </Button>
    </>
  );
}
