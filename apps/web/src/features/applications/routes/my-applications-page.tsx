import Paper from '@mui/material/Paper';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import Stack from '@mui/material/Stack';
import { useInfiniteQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/feedback/empty-state';
import { Placeholder } from '../../../components/feedback/placeholder';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { VisuallyHidden } from '../../../components/feedback/visually-hidden';
import { LoadMore } from '../../../components/feedback/load-more';
import { PageContainer } from '../../../components/layout/page-container';
import { PageHeader } from '../../../components/layout/page-header';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { APPLICATIONS_ERROR, applicationsQueryOptions } from '../api/get-applications';
import { ApplicationRow } from '../components/application-row';

const findJobs = { label: 'Find Jobs', to: paths.applicant.jobSearch.getHref() };

/** /applicant/dashboard/applications (SPEC §2 "My Applications page"). */
export function MyApplicationsPage() {
  useDocumentTitle('My Applications');
  const query = useInfiniteQuery(applicationsQueryOptions());
  const applications = query.data?.pages.flatMap((page) => page.applications);

  return (
    <PageContainer maxWidth={960}>
      <PageHeader title="My Applications" subtitle="Track your job application status" />

      {query.isError && !query.data && (
        <RetryAlert message={query.error.message || APPLICATIONS_ERROR} onRetry={query.refetch} />
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
      {applications?.length === 0 && (
        <EmptyState icon={AssignmentOutlinedIcon} title="No applications yet" action={findJobs}>
          Apply to a job and follow what happens to your application here.
        </EmptyState>
      )}
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
      <LoadMore query={query} />
    </PageContainer>
  );
}
