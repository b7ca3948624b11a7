import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';

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
    <ConfirmDialog
      open={search !== null}
      title="Delete this saved search?"
      confirmLabel="Delete"
      busy={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      “{search?.name}” and its job alerts will be removed. The jobs themselves stay on the board.
    </ConfirmDialog>
  );
}
