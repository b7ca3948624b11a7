import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { CentredCard } from '../components/layout/centred-card';
import { NavBar } from '../components/nav-bar/nav-bar';
import { useLogout } from '../components/nav-bar/use-logout';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../lib/use-document-title';
import { SiteLayout } from './layouts/site-layout';

export const APPLICANT_AREA_TITLE = 'This page is for job seekers';

/**
 * What a signed-in business sees at an applicant page: the sign-in form would only confuse it
 * (the bar says it is signed in), so this says why it cannot go on, leads back to its dashboard,
 * and offers to sign out and in as a job seeker, coming back to this page after.
 */
export function ApplicantAreaNotice({ businessName }: { businessName: string | null }) {
  useDocumentTitle(APPLICANT_AREA_TITLE);
  const { pathname, search } = useLocation();
  const logout = useLogout();
  const signInAsApplicant = () =>
    void logout(paths.applicant.login.getHref(`${pathname}${search}`));
  const signedInAs = businessName ? `the business ${businessName}` : 'a business';
  return (
    <SiteLayout
      navBar={<NavBar />}
      page={
        <CentredCard title={APPLICANT_AREA_TITLE}>
          <Typography sx={{ textAlign: 'center' }}>
            You are signed in as {signedInAs}. Job seekers&apos; pages, such as their dashboard and
            applications, need a job seeker account.
          </Typography>
          <Stack spacing={1.5}>
            <Button
              component={RouterLink}
              to={paths.business.dashboard.getHref()}
              variant="contained"
              size="large"
              fullWidth
            >
              Back to Business Dashboard
            </Button>
            <Button variant="outlined" fullWidth onClick={signInAsApplicant}>
              Sign out and sign in as a job seeker
            </Button>
          </Stack>
        </CentredCard>
      }
    />
  );
}
