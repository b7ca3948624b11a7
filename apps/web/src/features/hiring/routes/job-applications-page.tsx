import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { jobApplicationsQueryOptions } from '../api/get-job-applications';
import { ApplicationsList } from '../components/applications-list';
import { HiringPageState } from '../components/hiring-page-state';

/** /business/jobs/{jobId}/applications: who applied to one of the business's jobs. */
export function JobApplicationsPage() {
  const jobId = useParams().jobId ?? '';
  const query = useQuery(jobApplicationsQueryOptions(jobId));
  useDocumentTitle(query.data ? `Applications: ${query.data.job.title}` : 'Applications');

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      {!query.data ? (
        <HiringPageState
          error={query.error}
          label="Loading the applications"
          notFound="Job not found"
        />
      ) : (
        <>
          <Typography variant="h2" component="h1">
            Applications
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 1, mb: 3 }}>
            {query.data.job.title} · {query.data.applications.length}{' '}
            {query.data.applications.length === 1 ? 'application' : 'applications'}
            {query.data.new_count > 0 && ` · ${query.data.new_count} new`}
          </Typography>
          {query.data.applications.length === 0 ? (
            <EmptyState
              title="No applications yet"
              action={{
                label: 'Edit the job',
                to: paths.business.editJob.getHref(query.data.job.id),
                startIcon: <EditOutlinedIcon />,
                variant: 'outlined',
              }}
            >
              {query.data.job.status === 'active'
                ? 'Applications appear here as soon as someone applies; we email you too.'
                : 'This job is not on the board, so nobody can apply to it right now.'}
            </EmptyState>
          ) : (
            <ApplicationsList applications={query.data.applications} />
          )}
        </>
      )}
    </Box>
  );
}
