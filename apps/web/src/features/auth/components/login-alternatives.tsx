import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GoogleIcon from '@mui/icons-material/Google';
import { safeNextPath, type UserRole } from '@firstshift/domain';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { googleLoginHref } from '../api/google-sign-in';

// Remember me lives in the sign-in form beside this button; it is read when the button is
// pressed so that the choice travels through Google too.
function rememberChecked(button: HTMLElement): boolean {
  const panel = button.closest('[role="tabpanel"]');
  return panel?.querySelector<HTMLInputElement>('input[name="remember"]')?.checked ?? false;
}

/** What else the tab offers besides the form: Google sign-in and the way to register. */
export function LoginAlternatives({ role }: { role: UserRole }) {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const href = googleLoginHref({ next });
  // The link is followed after this handler, to the address it now holds.
  const continueWithGoogle = (event: MouseEvent<HTMLAnchorElement>) => {
    const remember = rememberChecked(event.currentTarget);
    event.currentTarget.href = googleLoginHref({ next, remember });
  };

  if (role === 'business') {
    return (
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        New to FirstShift?{' '}
        <Link component={RouterLink} to={paths.business.register.getHref(next ?? undefined)}>
          Register your business
        </Link>
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      <Divider>
        <Typography variant="body2" color="textSecondary">
          or
        </Typography>
      </Divider>
      <Button
        href={href}
        onClick={continueWithGoogle}
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<GoogleIcon aria-hidden />}
      >
        Continue with Google
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Don&apos;t have an account?{' '}
        <Link component={RouterLink} to={paths.applicant.register.getHref(next ?? undefined)}>
          Create an account
        </Link>
      </Typography>
    </Stack>
  );
}
