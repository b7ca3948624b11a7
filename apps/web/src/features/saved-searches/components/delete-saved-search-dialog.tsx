import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

type Props = {
  /** The search to delete; the dialog is open while there is one. */
  search: { name: string } | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before a saved search is deleted: its job alerts stop with it. */
export function DeleteSavedSearchDialog({ search, deleting, onCancel, onConfirm }: Props) {
  return (
    <Dialog
      open={search !== null}
      onClose={deleting ? undefined : onCancel}
      aria-labelledby="delete-saved-search-title"
      aria-describedby="delete-saved-search-text"
    >
      <DialogTitle id="delete-saved-search-title">Delete this saved search?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-saved-search-text">
          “{search?.name}” and its job alerts will be removed. The jobs themselves stay on the
          board.
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
