import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GOOGLE_MESSAGES, safeNextPath, type GoogleExchangeResponse } from '@firstshift/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { GOOGLE_EXCHANGE_FAILED_MESSAGE, exchangeGoogleCode } from '../api/google-sign-in';
import { PageHandOff } from '../components/page-hand-off';
import { useTakeOverSession } from '../components/take-over-session';

export const GOOGLE_SIGNING_IN_TEXT = 'Signing you in with Google…';

/** The one-time code the API put in the fragment (`#code=…`), which never reaches a server. */
function codeFromFragment(hash: string): string | null {
  return new URLSearchParams(hash.slice(1)).get('code');
}

/**
 * /applicant/login/google: where the Google callback hands over. Trades the fragment's one-time
 * code for a session, stores it as password sign-in does, and goes on to the validated next
 * page or the applicant dashboard.
 */
export function GoogleSignInPage() {
  useDocumentTitle('Signing in with Google');
  const navigate = useNavigate();
  const takeOverSession = useTakeOverSession();
  const { hash } = useLocation();
  const [code] = useState(() => codeFromFragment(hash));
  const started = useRef(false);

  const mutation = useMutation({
    mutationFn: exchangeGoogleCode,
    onSuccess: async (response: GoogleExchangeResponse) => {
      await takeOverSession(response, response.remember);
      const target = safeNextPath(response.next) ?? paths.applicant.dashboard.getHref();
      void navigate(target, { replace: true });
    },
  });
  const { mutate } = mutation;

  useEffect(() => {
    // The code works once: it leaves the address bar (and history) before it is used.
    if (window.location.hash) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    }
    // A ref, not state: development's double effect run must not spend the code twice.
    if (code && !started.current) {
      started.current = true;
      mutate(code);
    }
  }, [code, mutate]);

  const failure = !code
    ? GOOGLE_MESSAGES.exchangeFailed
    : mutation.isError
      ? mutation.error instanceof ApiError
        ? mutation.error.message
        : GOOGLE_EXCHANGE_FAILED_MESSAGE
      : null;

  return (
    <Box sx={{ px: 2, py: { xs: 6, md: 10 }, display: 'flex', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
        {failure ? (
          <Stack spacing={3}>
            <Typography variant="h4" component="h1" sx={{ textAlign: 'center' }}>
              Google sign-in didn&apos;t work
            </Typography>
            <Alert severity="error">{failure}</Alert>
            <Button
              component={RouterLink}
              to={paths.applicant.login.getHref()}
              variant="contained"
              size="large"
              fullWidth
            >
              Back to sign in
            </Button>
          </Stack>
        ) : (
          <Stack spacing={3} role="status" sx={{ alignItems: 'center', textAlign: 'center' }}>
            <CircularProgress aria-hidden />
            <Typography variant="h4" component="h1">
              {GOOGLE_SIGNING_IN_TEXT}
            </Typography>
          </Stack>
        )}
      </Paper>
      {/* Signed in: the nav bar's menu must not take a click before the next page shows. */}
      <PageHandOff active={mutation.isSuccess} label={GOOGLE_SIGNING_IN_TEXT} />
    </Box>
  );
}
