import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

export function BackToSignIn() {
  return (
    <Typography variant="body2" sx={{ textAlign: 'center' }}>
      <Link component={RouterLink} to={paths.applicant.login.getHref()}>
        Back to sign in
      </Link>
    </Typography>
  );
}
