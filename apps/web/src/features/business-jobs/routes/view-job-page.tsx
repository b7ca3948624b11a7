import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BusinessJobGate } from '../components/business-job-gate';
import { JobFormView } from '../components/job-form-view';
import { JobStatusLine } from '../components/job-status-dot';

/** /business/jobs/{jobId}/view: the job form with every input disabled (SPEC §2). */
export function ViewJobPage() {
  useDocumentTitle('View Job Posting');
  const jobId = useParams().jobId ?? '';
  return (
    <BusinessJobGate
      jobId={jobId}
      title="View Job Posting"
      subtitle="The job as you posted it, read-only."
    >
      {(job) => (
        <>
          <JobStatusLine status={job.status} />
          <JobFormView job={job} />
        </>
      )}
    </BusinessJobGate>
  );
}
