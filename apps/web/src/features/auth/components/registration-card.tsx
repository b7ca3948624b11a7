import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type Props = {
  title: string;
  intro: string;
  /** The login tab for this kind of account. */
  signInHref: string;
  children: ReactNode;
};

/** The frame both sign-up screens share: heading, the form, and the way back to sign in. */
export function RegistrationCard({ title, intro, signInHref, children }: Props) {
  return (
    <Box sx={{ px: 2, py: { xs: 3, md: 6 }, display: 'flex', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 880, p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={3}>
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="h2" component="h1">
              {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {intro}
            </Typography>
          </Box>
          {children}
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            Already have an account?{' '}
            <Link component={RouterLink} to={signInHref}>
              Sign in
            </Link>
          </Typography>
        </Stack>
      </Paper>
    </Box>
  );
}
