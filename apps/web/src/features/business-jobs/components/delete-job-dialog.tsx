import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';

type Props = {
  /** The job to delete; the dialog is open while there is one. */
  job: { title: string; applicants: number } | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before a job is deleted (SPEC §2, §4): deleting cannot be undone. */
export function DeleteJobDialog({ job, deleting, onCancel, onConfirm }: Props) {
  return (
    <ConfirmDialog
      open={job !== null}
      title="Delete this job?"
      confirmLabel="Delete"
      busy={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      “{job?.title}” will be removed from the board and from your dashboard. This cannot be undone.
      {job && job.applicants > 0
        ? ' People who already applied keep their application, marked as removed.'
        : ''}{' '}
      To take it down for now and bring it back later, archive it instead.
    </ConfirmDialog>
  );
}
