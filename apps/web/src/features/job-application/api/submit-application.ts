import { applicationFormParts, type ApplyFormValues, type ApplySuccess } from '@firstshift/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applicantKeys } from '../../../lib/applicant-keys';
import { postFormWithProgress, type UploadProgress } from '../../../lib/upload-form';

/** SPEC §8: the store's text when the answer carries no message. */
export const SUBMIT_APPLICATION_ERROR = 'Failed to submit application';

export type Application = { jobId: number; values: ApplyFormValues; resume: File | null };

/** The multipart body of SPEC §3: the text fields in order, then the resume when chosen. */
export function applicationFormData({ jobId, values, resume }: Application): FormData {
  const form = new FormData();
  for (const [name, value] of applicationFormParts(jobId, values)) form.append(name, value);
  if (resume) form.append('resume', resume, resume.name);
  return form;
}

/**
 * POST /applicant/{jobId}/apply (SPEC §7) with upload progress. On success My Applications and
 * the overview show the new application.
 */
export function useSubmitApplication() {
  const client = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: (application: Application) => {
      setProgress(null);
      return postFormWithProgress<ApplySuccess>(
        `/applicant/${application.jobId}/apply`,
        applicationFormData(application),
        { fallbackMessage: SUBMIT_APPLICATION_ERROR, onProgress: setProgress },
      );
    },
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: applicantKeys.applications() }),
        client.invalidateQueries({ queryKey: applicantKeys.dashboard() }),
      ]);
    },
  });
  return { ...mutation, progress };
}
