import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { jobToApplyQueryOptions } from '../api/get-job-to-apply';

/** Which job this is: its title and company, or that it is gone. */
export function JobToApply({ jobId }: { jobId: number }) {
  const { data: job, error } = useQuery(jobToApplyQueryOptions(jobId));
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Alert severity="warning" sx={{ mb: 3 }}>
        This job is not open any more, so it cannot take applications.
      </Alert>
    );
  }
  if (error) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3, bgcolor: 'background.default' }}>
      {job ? (
        <>
          <Typography variant="h3" component="p">
            <Link component={RouterLink} to={paths.job.getHref(job.id)} underline="hover">
              {job.title}
            </Link>
          </Typography>
          <Typography color="text.secondary">
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
