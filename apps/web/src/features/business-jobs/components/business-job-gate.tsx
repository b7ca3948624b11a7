import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { JobDetail } from '@firstshift/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailureAlert } from '../../../components/feedback/load-failure-alert';
import { paths } from '../../../config/paths';
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
    return (
      <LoadFailureAlert
        error={query.error}
        notFound="Job not found"
        back={{ to: paths.business.dashboard.getHref(), label: 'Dashboard' }}
      />
    );
  }
  return children(query.data);
}
