import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { applyFormSchema, type ApplyFormValues } from '@firstshift/domain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { CheckboxFormField } from '../../../components/form-fields/checkbox-form-field';
import { FormSection, FullRow } from '../../../components/form-fields/form-section';
import { showServerError } from '../../../components/form-fields/server-field-error';
import { useKeptDraft } from '../../../components/form-fields/use-kept-draft';
import { useLeaveGuard } from '../../../components/form-fields/use-leave-guard';
import { useSchemaForm } from '../../../components/form-fields/use-schema-form';
import { TextFormField } from '../../../components/form-fields/text-form-field';
import { paths } from '../../../config/paths';
import { SUBMIT_APPLICATION_ERROR, useSubmitApplication } from '../api/submit-application';
import { AddressSection } from './address-section';
import { ApplyFailureAlert, type ApplyFailure } from './apply-failure-alert';
import { applyFailureKind, snackbarMessage } from './apply-refusal';
import { ApplyResultSnackbar, type ApplyResult } from './apply-result-snackbar';
import { AvailabilityField } from './availability-field';
import { PersonalInformationSection } from './personal-information-section';
import { ResumePicker } from './resume-picker';
import { UploadProgress } from './upload-progress';
import { useProfilePrefill } from './use-profile-prefill';

export const TERMS_LABEL = 'I accept the terms and conditions of applying through FirstShift';
export const CONTACT_PERMISSION_LABEL =
  'The employer may contact me by email or phone about this application';
export const RESUME_NOT_KEPT = 'Choose your resume again: files are not kept.';

type Props = {
  jobId: number;
  /** The server refused for a reason no change to the form can fix (closed, applied, age). */
  onRefused: (error: ApiError) => void;
};

/**
 * The application form of SPEC §2 and §5. The fields marked * are checked here with the domain's
 * applyFormSchema, each message under its field, the first of them focused; the server checks
 * them again. Its reason for refusing is shown, not only that it refused (decision 013).
 */
export function ApplyForm(props: Props) {
  // "Start over" opens the form anew, prefilled from the profile as at first.
  const [opened, setOpened] = useState(0);
  return <ApplyFormOnce key={opened} {...props} openAfresh={() => setOpened((n) => n + 1)} />;
}

function ApplyFormOnce({ jobId, onRefused, openAfresh }: Props & { openAfresh: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const form = useSchemaForm(applyFormSchema);
  useProfilePrefill(form);
  const submit = useSubmitApplication();
  const [resume, setResume] = useState<File | null>(null);
  const [result, setResult] = useState<ApplyResult | null>(null);
  const [failure, setFailure] = useState<ApplyFailure | null>(null);
  const { control, handleSubmit } = form;
  const sending = submit.isPending || submit.isSuccess;
  // Back, a reload or a crash keeps what was typed for this job; a resume's file is not kept.
  const draft = useKeptDraft(form, {
    name: `apply.${jobId}`,
    notes: resume ? { resume: resume.name } : undefined,
    noteMessages: { resume: RESUME_NOT_KEPT },
    startOver: openAfresh,
  });
  const leaveGuard = useLeaveGuard(
    (form.formState.isDirty || resume !== null) && !submit.isSuccess,
    draft.discard,
  );

  const onSubmit = (values: ApplyFormValues) => {
    setFailure(null);
    setResult(null);
    submit.mutate(
      { jobId, values, resume },
      {
        onSuccess: () => {
          draft.discard();
          setResult({ kind: 'success' });
        },
        onError: (error) => {
          if (error instanceof ApiError && applyFailureKind(error) === 'ineligible') {
            onRefused(error);
            return;
          }
          // A field at fault shows its message under it too, and takes the focus itself.
          const onField = showServerError(error, form, SUBMIT_APPLICATION_ERROR) === null;
          setFailure({ message: error.message || SUBMIT_APPLICATION_ERROR, focus: !onField });
          setResult({ kind: 'error', message: snackbarMessage(error, SUBMIT_APPLICATION_ERROR) });
        },
      },
    );
  };

  const closeSnackbar = (closed: ApplyResult) => {
    setResult(null);
    if (closed.kind === 'success')
      void navigate(paths.applicant.dashboard.getHref(), { replace: true });
  };
  // Back one page (SPEC §2); opened directly, there is no page before it but the job's own.
  const cancel = () => {
    draft.discard();
    if (location.key === 'default') void navigate(paths.job.getHref(jobId));
    else void navigate(-1);
  };

  return (
    <Stack component="form" noValidate spacing={4} onSubmit={handleSubmit(onSubmit)}>
      {draft.notice}
      <PersonalInformationSection control={control} />
      <AddressSection control={control} />
      <FormSection title="Resume">
        <FullRow>
          <ResumePicker file={resume} onChange={setResume} disabled={sending} />
        </FullRow>
      </FormSection>
      <FormSection title="Cover Letter">
        <FullRow>
          <TextFormField
            control={control}
            name="cover_letter"
            label="Why are you a good fit for this job?"
            required
            multiline
            minRows={5}
          />
        </FullRow>
      </FormSection>
      <FormSection title="Relevant Experience">
        <FullRow>
          <TextFormField
            control={control}
            name="relevant_experience"
            label="Jobs, volunteering, clubs or projects"
            multiline
            minRows={3}
          />
        </FullRow>
      </FormSection>
      <FormSection title="Education">
        <FullRow>
          <TextFormField
            control={control}
            name="education"
            label="School, grade and any courses"
            multiline
            minRows={2}
          />
        </FullRow>
      </FormSection>
      <FormSection title="Availability">
        <FullRow>
          <AvailabilityField control={control} />
        </FullRow>
      </FormSection>
      <FormSection title="References (Optional)">
        <FullRow>
          <TextFormField
            control={control}
            name="references"
            label="Names and how to reach them"
            multiline
            minRows={2}
          />
        </FullRow>
      </FormSection>
      <Divider />
      <Stack spacing={0.5}>
        <CheckboxFormField control={control} name="terms_accepted" label={TERMS_LABEL} required />
        <CheckboxFormField
          control={control}
          name="contact_permission"
          label={CONTACT_PERMISSION_LABEL}
        />
      </Stack>
      {failure && <ApplyFailureAlert failure={failure} />}
      {submit.isPending && resume && <UploadProgress progress={submit.progress} />}
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'flex-end' }}
      >
        <Button variant="outlined" size="large" onClick={cancel} disabled={sending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={submit.isPending}
          disabled={submit.isSuccess}
        >
          Submit Application
        </Button>
      </Stack>
      <ApplyResultSnackbar result={result} onClose={closeSnackbar} />
      {leaveGuard}
    </Stack>
  );
}
