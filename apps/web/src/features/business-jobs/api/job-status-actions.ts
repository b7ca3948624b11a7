import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { businessJobKeys } from './business-job-keys';

export type JobStatusAction = 'archive' | 'unarchive' | 'delete';

type ActionTexts = {
  /** Toast once it is done. */
  done: string;
  /** SPEC §8: shown when the answer carries no message. */
  failed: (status: number) => string;
  network: string;
};

export const JOB_ACTION_TEXTS: Record<JobStatusAction, ActionTexts> = {
  archive: {
    done: 'Job archived',
    failed: (status) => `Failed to archive job (${status})`,
    network: 'Network error archiving job',
  },
  unarchive: {
    done: 'Job unarchived',
    failed: () => 'Failed to unarchive job',
    network: 'Network error unarchiving job',
  },
  delete: {
    done: 'Job deleted',
    failed: () => 'Failed to delete job',
    network: 'Network error deleting job',
  },
};

function send(action: JobStatusAction, jobId: number): Promise<unknown> {
  const texts = { fallbackMessage: JOB_ACTION_TEXTS[action].failed };
  const networkMessage = JOB_ACTION_TEXTS[action].network;
  if (action === 'delete') {
    return apiRequest(`/jobs/${jobId}`, { method: 'DELETE', ...texts, networkMessage });
  }
  return apiRequest(`/dashboard/jobs/${jobId}/${action}`, {
    method: 'POST',
    ...texts,
    networkMessage,
  });
}

/**
 * Archive, unarchive or delete one of the business's jobs; afterwards the dashboard (and every
 * other view of jobs) reloads (SPEC §4).
 */
export function useJobStatusAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, jobId }: { action: JobStatusAction; jobId: number }) =>
      send(action, jobId),
    onSettled: (_data, _error, { action, jobId }) => {
      const deleted = businessJobKeys.job(String(jobId));
      // A deleted job's own view is not reloaded: it would only say "not found" on the way out.
      void queryClient.invalidateQueries({
        predicate: (query) =>
          action !== 'delete' || deleted.some((part, i) => query.queryKey[i] !== part),
      });
    },
  });
}
