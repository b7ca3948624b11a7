import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { JobDetail } from '@firstshift/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { businessJobQueryOptions } from '../api/get-business-job';

type Props = {
  jobId: string;
  children: (job: JobDetail) => ReactNode;
};

/** Loads one of the business's jobs: a spinner, then the job, "Job not found" or the error. */
export function BusinessJobGate({ jobId, children }: Props) {
  const query = useQuery(businessJobQueryOptions(jobId));
  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading the job" />
      </Box>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Alert
        severity={notFound ? 'warning' : 'error'}
        action={
          <Button
            color="inherit"
            size="small"
            component={Link}
            to={paths.business.dashboard.getHref()}
          >
            Dashboard
          </Button>
        }
      >
        {notFound ? 'Job not found' : query.error.message}
      </Alert>
    );
  }
  return children(query.data);
}
