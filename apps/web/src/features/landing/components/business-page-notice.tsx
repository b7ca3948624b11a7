import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useLogout } from '../../../components/nav-bar/use-logout';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/use-session';
import { cx } from '../../../theme/class-names';

export const SIGN_IN_AS_BUSINESS_NOTICE = 'Sign in as a business to see that page.';
export const BUSINESS_PAGE_NOTICE =
  'That page is for businesses. You are signed in as a job seeker.';

/**
 * Why the landing page opened instead of the business page asked for (`origin`, which the guard
 * remembered, SPEC §2): a visitor is led to the business login, which returns to that page; an
 * applicant is told the page is for businesses. A business (signed in since) is told nothing.
 */
export function BusinessPageNotice({ origin }: { origin: string }) {
  const session = useSession();
  const logout = useLogout();
  const businessLogin = paths.business.login.getHref(origin);
  if (session?.role === 'business') return null;

  const applicant = session?.role === 'applicant';
  return (
    <div className={cx.container}>
      <Alert severity="info" sx={{ mt: 3 }}>
        {applicant ? BUSINESS_PAGE_NOTICE : SIGN_IN_AS_BUSINESS_NOTICE}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          {applicant ? (
            <>
              <Button
                component={RouterLink}
                to={paths.applicant.dashboard.getHref()}
                variant="contained"
                size="small"
              >
                Go to My Dashboard
              </Button>
              <Button variant="outlined" size="small" onClick={() => void logout(businessLogin)}>
                Sign out and sign in as a business
              </Button>
            </>
          ) : (
            <Button component={RouterLink} to={businessLogin} variant="contained" size="small">
              Sign In
            </Button>
          )}
        </Stack>
      </Alert>
    </div>
  );
}
