import { useToast } from '../../../components/toast/toast-context';
import {
  JOB_ACTION_TEXTS,
  type JobStatusAction,
  useJobStatusAction,
} from '../api/job-status-actions';

/**
 * Runs archive, unarchive or delete with its toast: "Job deleted" and the like on success, the
 * server's message or the SPEC §8 text on failure.
 */
export function useRunJobAction() {
  const mutation = useJobStatusAction();
  const toast = useToast();

  const run = (action: JobStatusAction, jobId: number, onDone?: () => void) =>
    mutation.mutate(
      { action, jobId },
      {
        onSuccess: () => {
          toast(JOB_ACTION_TEXTS[action].done, 'success');
          onDone?.();
        },
        onError: (error) => toast(error.message, 'error'),
      },
    );

  /** The action under way on `jobId`, if any. */
  const pendingFor = (jobId: number): JobStatusAction | null =>
    mutation.isPending && mutation.variables.jobId === jobId ? mutation.variables.action : null;

  return { run, pendingFor };
}
