import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GoogleIcon from '@mui/icons-material/Google';
import type { UserRole } from '@firstshift/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { GOOGLE_LOGIN_HREF } from '../api/login';

/** What else the tab offers besides the form: Google sign-in and the way to register. */
export function LoginAlternatives({ role }: { role: UserRole }) {
  if (role === 'business') {
    return (
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        New to FirstShift?{' '}
        <Link component={RouterLink} to={paths.business.register.getHref()}>
          Register your business
        </Link>
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      <Divider>
        <Typography variant="body2" color="text.secondary">
          or
        </Typography>
      </Divider>
      <Button
        href={GOOGLE_LOGIN_HREF}
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<GoogleIcon aria-hidden />}
      >
        Continue with Google
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Don&apos;t have an account?{' '}
        <Link component={RouterLink} to={paths.applicant.register.getHref()}>
          Create an account
        </Link>
      </Typography>
    </Stack>
  );
}
