import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { formatRelativeTime } from '@firstshift/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApplicationStatusChip } from '../../../components/application-status-chip';
import { conversationQueryOptions } from '../../../components/conversation/conversation-api';
import { ConversationSection } from '../../../components/conversation/conversation-section';
import { Placeholder } from '../../../components/feedback/placeholder';
import { ViewDetailsButton } from '../../../components/job-card/view-details-button';
import { PageContainer } from '../../../components/layout/page-container';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';

const back = (
  <Button
    component={Link}
    to={paths.applicant.applications.getHref()}
    startIcon={<ArrowBackIcon />}
    sx={{ mb: 2, ml: -1 }}
  >
    My Applications
  </Button>
);

/**
 * /applicant/dashboard/applications/{applicationId}: one of the applicant's applications, where
 * they answer an interview proposal and write to the business (docs/decisions/034).
 */
export function MyApplicationPage() {
  const raw = useParams().applicationId ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const query = useQuery({ ...conversationQueryOptions(id ?? 0), enabled: id !== null });
  const application = query.data?.application;
  useDocumentTitle(application ? `${application.job_title}: your application` : 'Your application');

  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <PageContainer maxWidth={960}>
        {back}
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              component={Link}
              to={paths.applicant.applications.getHref()}
            >
              See my applications
            </Button>
          }
        >
          Application not found. It may have been withdrawn, or the link is not one of yours.
        </Alert>
      </PageContainer>
    );
  }

  return (
    <PageContainer maxWidth={960}>
      {back}
      {application ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 3 }}
        >
          <div>
            <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {application.job_title}
            </Typography>
            <Typography color="textSecondary" sx={{ fontWeight: 600 }}>
              {application.company_name}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              Applied {formatRelativeTime(application.applied_at)}
            </Typography>
          </div>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <ApplicationStatusChip status={application.status} />
            {application.job_id !== null && (
              <ViewDetailsButton jobId={application.job_id} jobTitle={application.job_title} />
            )}
          </Stack>
        </Stack>
      ) : (
        !query.isError && <Placeholder height={72} radius={2} mt={0} />
      )}
      <ConversationSection applicationId={id} />
    </PageContainer>
  );
}
