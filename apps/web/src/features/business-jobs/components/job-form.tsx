import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type JobFormInput,
  type JobPostAction,
  type JobStatus,
  jobFormSchema,
  jobDetailToForm,
} from '@firstshift/domain';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { showServerError } from '../../../components/form-fields/server-field-error';
import { useKeptDraft } from '../../../components/form-fields/use-kept-draft';
import { LEAVES_UNSAVED, useLeaveGuard } from '../../../components/form-fields/use-leave-guard';
import { useSchemaForm } from '../../../components/form-fields/use-schema-form';
import { useToast } from '../../../components/toast/toast-context';
import { paths } from '../../../config/paths';
import {
  JOB_DRAFT_SAVED_MESSAGE,
  JOB_POSTED_MESSAGE,
  JOB_UPDATED_MESSAGE,
  POST_JOB_NETWORK_ERROR,
  UPDATE_JOB_FAILED,
  useSaveJob,
} from '../api/save-job';
import { JobFormFields } from './job-form-fields';
import { revealShiftsError } from './shifts-fields';

type Props = {
  defaultValues: JobFormInput;
  /** The job being edited; a new job when absent. */
  jobId?: string;
  /** Its status now (edit): says what Save does to a job on the board. */
  status?: JobStatus;
  /** Extra controls at the start of the button row (Delete on the edit page). */
  extraActions?: ReactNode;
};

/**
 * The toast after a save says what happened: a draft was kept, a job went on the board, or a
 * job already on the board changed (SPEC §4's two texts, plus "Draft saved" for Save).
 */
function savedMessage(action: JobPostAction, editedStatus: JobStatus | undefined): string {
  if (action === 'draft') return JOB_DRAFT_SAVED_MESSAGE;
  return editedStatus === 'active' ? JOB_UPDATED_MESSAGE : JOB_POSTED_MESSAGE;
}

/**
 * Post a New Job and Edit Job Posting (SPEC §2, §4, §5): the form's rules with their messages,
 * Save (a draft) and Save & Publish; a new job then goes to the dashboard, an edited one stays on
 * the edit page.
 */
export function JobForm({ defaultValues, jobId, status, extraActions }: Props) {
  const toast = useToast();
  const navigate = useNavigate();
  const save = useSaveJob(jobId);
  const [saving, setSaving] = useState<JobPostAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Save on a job on the board takes it off (SPEC: Save sends action draft): asked first.
  const [confirmingDraft, setConfirmingDraft] = useState(false);
  const form = useSchemaForm(jobFormSchema, { defaultValues });
  const { control, handleSubmit, reset } = form;
  // Back, a reload or a crash keeps the changes not yet saved (decision 105).
  const draft = useKeptDraft(form, { name: `job.${jobId ?? 'new'}` });
  // A new job goes to the dashboard once saved: no question then.
  const leaveGuard = useLeaveGuard(
    form.formState.isDirty && !(save.isSuccess && !jobId),
    draft.discard,
  );

  const submit = (action: JobPostAction) =>
    handleSubmit((values) => {
      setConfirmingDraft(false);
      setFailure(null);
      setSaving(action);
      save.mutate(
        { ...values, action },
        {
          onSuccess: (job) => {
            toast(savedMessage(action, jobId ? status : undefined), 'success');
            if (jobId) {
              draft.forget();
              reset(jobDetailToForm(job));
            } else {
              draft.discard();
              void navigate(paths.business.dashboard.getHref());
            }
          },
          onError: (error) => {
            const message = showServerError(
              error,
              form,
              jobId ? UPDATE_JOB_FAILED : POST_JOB_NETWORK_ERROR,
            );
            setFailure(message);
            // Refused shifts are explained under them, far above the buttons: shown at once.
            if (message === null && form.getFieldState('work_schedule').error) revealShiftsError();
          },
          onSettled: () => setSaving(null),
        },
      );
    });
  const saveDraft = submit('draft');

  return (
    <Stack
      component="form"
      noValidate
      spacing={4}
      onSubmit={(event) => {
        if (status !== 'active') return saveDraft(event);
        event.preventDefault();
        setConfirmingDraft(true);
      }}
    >
      {draft.notice}
      <JobFormFields control={control} disabled={false} />
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Stack spacing={1}>
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'flex-end', alignItems: { sm: 'center' } }}
        >
          {extraActions}
          <Button
            component={Link}
            to={paths.business.dashboard.getHref()}
            disabled={saving !== null}
            onClick={draft.discard}
            {...LEAVES_UNSAVED}
          >
            Cancel
          </Button>
          <Button
            type="submit"
            variant="outlined"
            loading={saving === 'draft'}
            disabled={saving === 'save_and_publish'}
          >
            Save
          </Button>
          <Button
            type="button"
            variant="contained"
            onClick={submit('save_and_publish')}
            loading={saving === 'save_and_publish'}
            disabled={saving === 'draft'}
          >
            Save &amp; Publish
          </Button>
        </Stack>
        <Typography variant="body2" color="textSecondary" sx={{ textAlign: { sm: 'right' } }}>
          {status === 'active'
            ? 'This job is on the board. Save & Publish puts your changes on it at once; Save keeps them as a draft and takes the job off the board.'
            : 'Save keeps the job as a draft only you can see; Save & Publish puts it on the board.'}
        </Typography>
      </Stack>
      <ConfirmDialog
        open={confirmingDraft}
        title="Take this job off the board?"
        confirmLabel="Save as a draft"
        busy={saving === 'draft'}
        onCancel={() => setConfirmingDraft(false)}
        onConfirm={() => void saveDraft()}
      >
        Save keeps your changes as a draft only you can see: applicants will no longer find this job
        or apply to it until you publish it again. To keep it on the board with your changes, choose
        Save &amp; Publish instead.
      </ConfirmDialog>
      {leaveGuard}
    </Stack>
  );
}
