import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { UserRole } from '@firstshift/domain';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLogout } from '../../../components/nav-bar/use-logout';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/use-session';
import { cameForExpiredSession } from './session-expired-notice';

const ROLE_NAMES: Record<UserRole, string> = { applicant: 'a job seeker', business: 'a business' };

/** How the screen's own action reads in the notice: signing in, or creating an account. */
export type AccountAction = 'sign-in' | 'register';

/**
 * What a user who is still signed in sees atop the sign-in and sign-up screens: who they are
 * signed in as, that going on here signs that account out (docs/decisions/110), and the ways to
 * their dashboard or out. An expired session has its own notice instead.
 */
export function SignedInNotice({ role, action }: { role: UserRole; action: AccountAction }) {
  const session = useSession();
  const location = useLocation();
  const logout = useLogout();
  if (!session?.role || cameForExpiredSession(location.state)) return null;
  const who = session.name ?? session.firstName;
  const signedInAs =
    session.role === role
      ? `You are already signed in${who ? ` as ${who}` : ''}.`
      : `You are signed in as ${who ? `${who}, ` : ''}${ROLE_NAMES[session.role]}.`;
  // Signing in again as the same account keeps it; any other account replaces it.
  const goingOn =
    action === 'register'
      ? 'Creating an account here signs that account out.'
      : session.role === role
        ? 'Signing in with another account signs this one out.'
        : 'Signing in here signs that account out.';
  return (
    <Alert severity="info">
      {signedInAs} {goingOn}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        <Button
          component={RouterLink}
          to={paths[session.role].dashboard.getHref()}
          size="small"
          variant="outlined"
        >
          Go to your dashboard
        </Button>
        <Button size="small" onClick={() => void logout(`${location.pathname}${location.search}`)}>
          Sign out
        </Button>
      </Stack>
    </Alert>
  );
}
