import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
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
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            {query.data.job.title} · {query.data.applications.length}{' '}
            {query.data.applications.length === 1 ? 'application' : 'applications'}
            {query.data.new_count > 0 && ` · ${query.data.new_count} new`}
          </Typography>
          {query.data.applications.length === 0 ? (
            <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
              <Typography variant="h3" component="h2">
                No applications yet
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
                {query.data.job.status === 'active'
                  ? 'Applications appear here as soon as someone applies; we email you too.'
                  : 'This job is not on the board, so nobody can apply to it right now.'}
              </Typography>
              <Button
                component={Link}
                to={paths.business.editJob.getHref(query.data.job.id)}
                variant="outlined"
                startIcon={<EditOutlinedIcon />}
              >
                Edit the job
              </Button>
            </Paper>
          ) : (
            <ApplicationsList applications={query.data.applications} />
          )}
        </>
      )}
    </Box>
  );
}
