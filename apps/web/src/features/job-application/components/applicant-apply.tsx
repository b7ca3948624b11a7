import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppliedNote } from '../../../components/apply-eligibility/applied-note';
import { IneligibleNote } from '../../../components/apply-eligibility/ineligible-note';
import { isIneligible } from '../../../components/apply-eligibility/ineligibility';
import { useApplyEligibility } from '../../../components/apply-eligibility/use-apply-eligibility';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { VisuallyHidden } from '../../../components/feedback/visually-hidden';
import { ApiError } from '../../../lib/api-client';
import { applicantKeys } from '../../../lib/applicant-keys';
import { jobToApplyQueryOptions } from '../api/get-job-to-apply';
import { ApplyForm } from './apply-form';
import { JobToApply } from './job-to-apply';
import { RefusedApplication } from './refused-application';

/**
 * The Apply page of a signed-in applicant. The form appears only once it is known that the
 * application can succeed: the job is open, not applied to yet, and the applicant old enough
 * (what the API checks before it reads a form, decision 012). Otherwise the page says why.
 */
export function ApplicantApply({ jobId }: { jobId: number }) {
  const client = useQueryClient();
  const jobQuery = useQuery(jobToApplyQueryOptions(jobId));
  const gone = jobQuery.error instanceof ApiError && jobQuery.error.status === 404;
  const check = useApplyEligibility(jobId, gone ? null : jobQuery.data, true);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  // Once shown, the form stays until the page is left: a sent application refreshes the
  // applicant's applications, which would otherwise swap it for "You applied" under the snackbar.
  const [formShown, setFormShown] = useState(false);
  const eligibility = check.state === 'known' ? check.eligibility : null;
  const eligible = eligibility?.kind === 'eligible';
  if (eligible && !formShown) setFormShown(true);

  const refused = (error: ApiError) => {
    setRefusal(error);
    // Other pages (the job page, My Applications) learn what the server said, too.
    void client.invalidateQueries({ queryKey: applicantKeys.applicationToJob(jobId) });
    void client.invalidateQueries({ queryKey: jobToApplyQueryOptions(jobId).queryKey });
  };

  if (jobQuery.error && !gone) {
    return <RetryAlert message={jobQuery.error.message} onRetry={() => jobQuery.refetch()} />;
  }
  return (
    <>
      {!gone && <JobToApply job={jobQuery.data} />}
      {refusal ? (
        <RefusedApplication error={refusal} />
      ) : formShown || eligible ? (
        <>
          {/* SPEC §2's lead-in, said only where there is an application to complete. */}
          <Typography color="textSecondary" sx={{ mb: 1.5 }}>
            Complete the application below
          </Typography>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
            <ApplyForm jobId={jobId} onRefused={refused} />
          </Paper>
        </>
      ) : check.state === 'failed' ? (
        <RetryAlert message={check.message} onRetry={check.retry} />
      ) : eligibility?.kind === 'applied' ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <AppliedNote application={eligibility.application} />
        </Paper>
      ) : eligibility && isIneligible(eligibility) ? (
        <IneligibleNote eligibility={eligibility} job={jobQuery.data} />
      ) : (
        <>
          <VisuallyHidden>
            <span role="status">Checking whether you can apply…</span>
          </VisuallyHidden>
          <Skeleton variant="rounded" height={320} />
        </>
      )}
    </>
  );
}
