import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { formatRelativeTime } from '@firstshift/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ConversationSection } from '../../../components/conversation/conversation-section';
import { PageContainer } from '../../../components/layout/page-container';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { applicationQueryOptions } from '../api/get-application';
import { ApplicationDetails } from '../components/application-details';
import { BusinessStatusChip } from '../components/business-status-chip';
import { HiringPageState } from '../components/hiring-page-state';
import { ResumeCard } from '../components/resume-card';
import { StatusActions } from '../components/status-actions';
import { StatusHistory } from '../components/status-history';

function SideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2.5 }} aria-label={title}>
      <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** /business/applications/{applicationId}: one application in full, with its status moves. */
export function ApplicationPage() {
  const id = useParams().applicationId ?? '';
  const query = useQuery(applicationQueryOptions(id));
  const application = query.data;
  useDocumentTitle(
    application ? `${application.first_name} ${application.last_name}: application` : 'Application',
  );

  return (
    <PageContainer maxWidth={1120}>
      {!application ? (
        <HiringPageState
          error={query.error}
          label="Loading the application"
          notFound="Application not found"
        />
      ) : (
        <>
          <Button
            component={Link}
            to={paths.business.jobApplications.getHref(application.job_id)}
            startIcon={<ArrowBackIcon />}
            sx={{ mb: 2, ml: -1 }}
          >
            All applications for {application.job_title}
          </Button>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 3 }}
          >
            <div>
              <Typography variant="h2" component="h1">
                {application.first_name} {application.last_name}
              </Typography>
              <Typography color="textSecondary">
                Applied {formatRelativeTime(application.applied_at)} for {application.job_title}
              </Typography>
            </div>
            <Box>
              <BusinessStatusChip status={application.status} />
            </Box>
          </Stack>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
              alignItems: 'start',
            }}
          >
            <Stack spacing={3} sx={{ minWidth: 0 }}>
              <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
                <ApplicationDetails application={application} />
              </Paper>
              <ConversationSection applicationId={application.id} part="messages" />
            </Stack>
            <Stack
              spacing={3}
              sx={{ gridRow: { md: 1 }, gridColumn: { md: 2 }, order: { xs: -1, md: 0 } }}
            >
              <SideCard title="Status">
                <Stack spacing={2}>
                  <StatusActions application={application} />
                  <StatusHistory history={application.history} />
                </Stack>
              </SideCard>
              <ConversationSection applicationId={application.id} part="interview" />
              <SideCard title="Resume">
                <ResumeCard application={application} />
              </SideCard>
            </Stack>
          </Box>
        </>
      )}
    </PageContainer>
  );
}
