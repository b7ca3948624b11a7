import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/use-session';
import { postJobHref } from '../nav-bar/post-job-href';
import { useClock } from '../../lib/page-state';

type FooterLink = { label: string; to: string };

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {links.map((link) => (
          <li key={link.label}>
            <Link component={RouterLink} to={link.to} color="inherit" underline="hover">
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

export function Footer() {
  const session = useSession();
  const { now } = useClock();
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: 'primary.dark',
        color: 'primary.contrastText',
        mt: 'auto',
        py: { xs: 5, md: 6 },
      }}
    >
      <Container>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: '2fr 1fr 1fr' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Typography sx={{ fontWeight: 800, fontSize: '1.25rem' }}>FirstShift</Typography>
            <Typography sx={{ mt: 1, maxWidth: 380, opacity: 0.9 }}>
              Local internships, part-time, seasonal and volunteer jobs for students and part-time
              seekers, from businesses in your neighborhood.
            </Typography>
          </Box>
          <LinkColumn
            title="Job seekers"
            links={[
              { label: 'Browse jobs', to: paths.jobs.getHref() },
              { label: 'Create account', to: paths.applicant.register.getHref() },
              { label: 'Sign in', to: paths.applicant.login.getHref() },
            ]}
          />
          <LinkColumn
            title="Businesses"
            links={[
              { label: 'Post a job', to: postJobHref(session) },
              { label: 'Business login', to: paths.business.login.getHref() },
              { label: 'Register your business', to: paths.business.register.getHref() },
            ]}
          />
        </Box>
        <Typography variant="body2" sx={{ mt: 4, opacity: 0.85 }}>
          © {(now === undefined ? new Date() : new Date(now)).getFullYear()} FirstShift
        </Typography>
      </Container>
    </Box>
  );
}
