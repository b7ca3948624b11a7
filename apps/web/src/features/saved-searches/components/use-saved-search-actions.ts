import {
  jobFiltersToSavedSearch,
  savedSearchSort,
  type JobFilters,
  type SavedSearch,
} from '@firstshift/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { savedSearchHref } from '../../../components/saved-search/saved-search-filters';
import { useToast } from '../../../components/toast/toast-context';
import {
  SAVED_SEARCH_DELETED_MESSAGE,
  SAVED_SEARCH_UPDATED_MESSAGE,
  useDeleteSavedSearch,
  useMarkSavedSearchChecked,
  useUpdateSavedSearch,
} from '../api/saved-searches';

/**
 * Edit, Delete and View Jobs of the Saved Searches page: which search each dialog is open for,
 * and what happens when it is confirmed.
 */
export function useSavedSearchActions() {
  const navigate = useNavigate();
  const toast = useToast();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const markChecked = useMarkSavedSearchChecked();
  const [editing, setEditing] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);

  const startEdit = (search: SavedSearch) => {
    update.reset();
    setEditing(search);
  };
  const saveEdit = (name: string, filters: JobFilters) => {
    if (!editing) return;
    const sort = savedSearchSort(editing.filters);
    update.mutate(
      { id: editing.id, payload: { name, filters: jobFiltersToSavedSearch(filters, sort) } },
      {
        onSuccess: () => {
          toast(SAVED_SEARCH_UPDATED_MESSAGE, 'success');
          setEditing(null);
        },
      },
    );
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast(SAVED_SEARCH_DELETED_MESSAGE, 'success');
        setDeleting(null);
      },
      onError: (error) => toast(error.message, 'error'),
    });
  };
  /** Marks the search checked (its jobs are no longer new), then shows them, whatever happens. */
  const viewJobs = (search: SavedSearch) =>
    markChecked.mutate(search.id, {
      onSettled: () => void navigate(savedSearchHref(search.filters)),
    });

  return {
    editing,
    startEdit,
    cancelEdit: () => setEditing(null),
    saveEdit,
    saving: update.isPending,
    saveError: update.isError ? update.error.message : null,
    deleting,
    startDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    isDeleting: remove.isPending,
    viewJobs,
    openingId: markChecked.isPending ? markChecked.variables : null,
  };
}
