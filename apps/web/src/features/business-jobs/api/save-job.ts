import type { JobDetail, JobPostPayload } from '@firstshift/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { businessJobKeys } from './business-job-keys';

// SPEC §4 and §8: the toasts after saving, and the texts of a failed save.
export const JOB_POSTED_MESSAGE = 'Job posted successfully';
export const JOB_UPDATED_MESSAGE = 'Job details updated';
export const JOB_DRAFT_SAVED_MESSAGE = 'Draft saved';
export const postJobFailed = (status: number) => `Failed to post job (${status})`;
export const POST_JOB_NETWORK_ERROR = 'Failed to post job. Please try again.';
export const UPDATE_JOB_FAILED = 'Failed to update job';

/** POST /jobs/ or, with an id, PUT /jobs/{id}; every job view refreshes afterwards. */
export function useSaveJob(jobId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: JobPostPayload) =>
      jobId
        ? apiRequest<JobDetail>(`/jobs/${encodeURIComponent(jobId)}`, {
            method: 'PUT',
            body: payload,
            fallbackMessage: UPDATE_JOB_FAILED,
            networkMessage: UPDATE_JOB_FAILED,
          })
        : apiRequest<JobDetail>('/jobs/', {
            method: 'POST',
            body: payload,
            fallbackMessage: postJobFailed,
            networkMessage: POST_JOB_NETWORK_ERROR,
          }),
    onSuccess: async (job) => {
      queryClient.setQueryData(businessJobKeys.job(String(job.id)), job);
      // The board, the dashboard and the job's public page all show it differently now.
      const saved = businessJobKeys.job(String(job.id));
      await queryClient.invalidateQueries({
        predicate: (query) => saved.some((part, i) => query.queryKey[i] !== part),
      });
    },
  });
}
