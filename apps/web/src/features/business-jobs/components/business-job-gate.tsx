import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { JobDetail } from '@firstshift/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailureAlert } from '../../../components/feedback/load-failure-alert';
import { paths } from '../../../config/paths';
import { businessJobQueryOptions } from '../api/get-business-job';
import { JobPageShell } from './job-page-shell';
import { OtherBusinessJobAlert } from './other-business-job-alert';

type Props = {
  jobId: string;
  title: string;
  /** What the page is for; said of the business's own job only. */
  subtitle: string;
  children: (job: JobDetail) => ReactNode;
};

/**
 * A page of one of the business's jobs: a spinner, then the job, "Job not found", the error,
 * or, for a job on the board that another business posted, that it is not theirs.
 */
export function BusinessJobGate({ jobId, title, subtitle, children }: Props) {
  const query = useQuery(businessJobQueryOptions(jobId));
  const job = query.data;
  // GET /jobs/{id} answers anyone with a job on the board; only its owner's answer is marked.
  const theirs = job !== undefined && job.is_owner !== true;
  return (
    <JobPageShell title={title} subtitle={theirs ? `Posted by ${job.company.name}.` : subtitle}>
      {query.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading the job" />
        </Box>
      ) : query.isError ? (
        <LoadFailureAlert
          error={query.error}
          notFound="Job not found"
          back={{ to: paths.business.dashboard.getHref(), label: 'Dashboard' }}
        />
      ) : theirs ? (
        <OtherBusinessJobAlert job={job} />
      ) : (
        children(query.data)
      )}
    </JobPageShell>
  );
}
