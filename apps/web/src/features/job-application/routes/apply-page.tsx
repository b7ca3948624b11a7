import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MESSAGES, jobIdSchema } from '@firstshift/domain';
import { APPLY_PAGE_MAX_WIDTH } from '../../../theme/layout';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { BUSINESS_CANNOT_APPLY } from '../../../lib/apply-access';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/use-session';
import { ApplicantApply } from '../components/applicant-apply';

/**
 * /jobs/{jobId}/apply (SPEC §2 "Apply page"): the application form for a signed-in applicant
 * who may apply, or why they may not. Anyone else meets SPEC §2's apply logic here too: a
 * visitor signs in first and comes back, a business is told it cannot apply.
 */
export function ApplyPage() {
  const { jobId: rawId = '' } = useParams();
  const session = useSession();
  const parsed = jobIdSchema.safeParse(rawId);
  useDocumentTitle(parsed.success ? `Apply for Job #${parsed.data}` : 'Apply');

  if (!session) {
    return <Navigate to={paths.applicant.login.getHref(paths.applyToJob.getHref(rawId))} replace />;
  }
  return (
    <Box
      sx={{
        maxWidth: APPLY_PAGE_MAX_WIDTH,
        mx: 'auto',
        px: { xs: 2, sm: 3 },
        py: { xs: 3, md: 5 },
      }}
    >
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link component={RouterLink} to={paths.jobs.getHref()} underline="hover" color="inherit">
          Jobs
        </Link>
        <Typography color="textPrimary" aria-current="page">
          Apply
        </Typography>
      </Breadcrumbs>
      <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
        {`Apply for Job #${parsed.success ? parsed.data : rawId}`}
      </Typography>
      {!parsed.success ? (
        <Alert
          severity="error"
          action={
            <Button component={RouterLink} to={paths.jobs.getHref()} color="inherit" size="small">
              Browse jobs
            </Button>
          }
        >
          {MESSAGES.jobIdInvalid}
        </Alert>
      ) : session.role !== 'applicant' ? (
        <Alert
          severity="error"
          action={
            <Button
              component={RouterLink}
              to={paths.job.getHref(parsed.data)}
              color="inherit"
              size="small"
            >
              Back to the job
            </Button>
          }
        >
          {BUSINESS_CANNOT_APPLY}
        </Alert>
      ) : (
        <ApplicantApply jobId={parsed.data} />
      )}
    </Box>
  );
}
