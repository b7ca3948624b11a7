import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { JobDetail } from '@firstshift/domain';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** Which job this is: its title and company (a placeholder while it loads). */
export function JobToApply({ job }: { job: JobDetail | undefined }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3, bgcolor: 'background.default' }}>
      {job ? (
        <>
          <Typography variant="h3" component="p">
            <Link component={RouterLink} to={paths.job.getHref(job.id)} underline="hover">
              {job.title}
            </Link>
          </Typography>
          <Typography color="textSecondary">
            {job.company.name} · {job.location.city}, {job.location.state}
          </Typography>
        </>
      ) : (
        <>
          <Skeleton width="60%" height={28} />
          <Skeleton width="40%" />
        </>
      )}
    </Paper>
  );
}
