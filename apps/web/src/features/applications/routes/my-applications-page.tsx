import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Placeholder } from '../../../components/feedback/placeholder';
import { VisuallyHidden } from '../../../components/feedback/visually-hidden';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { APPLICATIONS_ERROR, applicationsQueryOptions } from '../api/get-applications';
import { ApplicationRow } from '../components/application-row';
import { ApplicationsEmptyState } from '../components/applications-empty-state';

/** /applicant/dashboard/applications (SPEC §2 "My Applications page"). */
export function MyApplicationsPage() {
  useDocumentTitle('My Applications');
  const query = useInfiniteQuery(applicationsQueryOptions());
  const applications = query.data?.pages.flatMap((page) => page.applications);

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
      <Typography variant="h2" component="h1">
        My Applications
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Track your job application status
      </Typography>

      {query.isError && !query.data && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          {query.error.message || APPLICATIONS_ERROR}
        </Alert>
      )}
      {query.isPending && (
        <Stack spacing={1.5}>
          <VisuallyHidden>
            <span role="status">Loading your applications...</span>
          </VisuallyHidden>
          {[0, 1, 2].map((i) => (
            <Placeholder key={i} height={92} radius={2} />
          ))}
        </Stack>
      )}
      {applications?.length === 0 && <ApplicationsEmptyState />}
      {applications && applications.length > 0 && (
        <Paper
          variant="outlined"
          component="ul"
          aria-label="Your applications"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {applications.map((application) => (
            <ApplicationRow key={application.id} application={application} />
          ))}
        </Paper>
      )}
      {query.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button
            variant="outlined"
            size="large"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Load more
          </Button>
        </Box>
      )}
    </Box>
  );
}
