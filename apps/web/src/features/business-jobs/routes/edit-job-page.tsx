import Button from '@mui/material/Button';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { jobDetailToForm } from '@firstshift/domain';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BusinessJobGate } from '../components/business-job-gate';
import { DeleteJobDialog } from '../components/delete-job-dialog';
import { JobForm } from '../components/job-form';
import { JobStatusLine } from '../components/job-status-dot';
import { useRunJobAction } from '../components/use-run-job-action';

/** /business/jobs/{jobId}/edit: Edit Job Posting (SPEC §2), with Delete behind a confirmation. */
export function EditJobPage() {
  useDocumentTitle('Edit Job Posting');
  const jobId = useParams().jobId ?? '';
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const { run, pendingFor } = useRunJobAction();

  return (
    <BusinessJobGate
      jobId={jobId}
      title="Edit Job Posting"
      subtitle="Fields marked * are required."
    >
      {(job) => (
        <>
          <JobStatusLine status={job.status} />
          <JobForm
            key={job.id}
            jobId={jobId}
            status={job.status}
            defaultValues={jobDetailToForm(job)}
            extraActions={
              <Button
                color="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => setConfirming(true)}
                sx={{ mr: { sm: 'auto !important' } }}
              >
                Delete
              </Button>
            }
          />
          <DeleteJobDialog
            job={confirming ? job : null}
            deleting={pendingFor(job.id) === 'delete'}
            onCancel={() => setConfirming(false)}
            onConfirm={() =>
              run('delete', job.id, () => void navigate(paths.business.dashboard.getHref()))
            }
          />
        </>
      )}
    </BusinessJobGate>
  );
}
