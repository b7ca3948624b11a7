import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

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
    <Dialog
      open={job !== null}
      onClose={deleting ? undefined : onCancel}
      aria-labelledby="delete-job-title"
      aria-describedby="delete-job-text"
    >
      <DialogTitle id="delete-job-title">Delete this job?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-job-text">
          “{job?.title}” will be removed from the board and from your dashboard. This cannot be
          undone.
          {job && job.applicants > 0
            ? ' People who already applied keep their application, marked as removed.'
            : ''}{' '}
          To take it down for now and bring it back later, archive it instead.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={deleting} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={deleting}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
