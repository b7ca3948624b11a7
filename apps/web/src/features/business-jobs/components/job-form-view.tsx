import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  type JobDetail,
  type JobFormInput,
  type JobFormValues,
  jobDetailToForm,
} from '@firstshift/domain';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { JobFormFields } from './job-form-fields';

/** The job form read-only (SPEC §2: the view route, every input disabled). */
export function JobFormView({ job }: { job: JobDetail }) {
  const { control } = useForm<JobFormInput, unknown, JobFormValues>({
    defaultValues: jobDetailToForm(job),
  });
  return (
    <Stack spacing={4}>
      {job.status === 'archived' && (
        <Alert severity="info">
          This job is archived: it is off the board and takes no new applications. Unarchive it from
          your dashboard to post it again.
        </Alert>
      )}
      <JobFormFields control={control} disabled />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button component={Link} to={paths.business.dashboard.getHref()}>
          Back to Dashboard
        </Button>
        {job.status !== 'archived' && (
          <Button
            component={Link}
            to={paths.business.editJob.getHref(job.id)}
            variant="contained"
            startIcon={<EditOutlinedIcon />}
          >
            Edit Job
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
