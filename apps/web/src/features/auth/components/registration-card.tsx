import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CentredCard } from '../../../components/layout/centred-card';

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
    <CentredCard title={title} intro={intro} wide>
      {children}
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to={signInHref}>
          Sign in
        </Link>
      </Typography>
    </CentredCard>
  );
}
