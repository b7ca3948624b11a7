import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import Button from '@mui/material/Button';
import { jobFiltersToSavedSearch, type JobFilters, type SortOption } from '@firstshift/domain';
import { useState } from 'react';
import { SavedSearchDialog } from '../../../components/saved-search/saved-search-dialog';
import { suggestSavedSearchName } from '../../../components/saved-search/saved-search-filters';
import { useToast } from '../../../components/toast/toast-context';
import { SEARCH_SAVED_MESSAGE, useCreateSavedSearch } from '../api/create-saved-search';

type Props = { filters: JobFilters; sort: SortOption };

/** "Save Search": keeps the search shown (its filters and sort) under a name. */
export function SaveSearchButton({ filters, sort }: Props) {
  const [open, setOpen] = useState(false);
  const create = useCreateSavedSearch();
  const toast = useToast();
  const close = () => {
    setOpen(false);
    create.reset();
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<BookmarkAddOutlinedIcon />}
        onClick={() => setOpen(true)}
        sx={{ bgcolor: 'background.paper' }}
      >
        Save Search
      </Button>
      <SavedSearchDialog
        open={open}
        title="Save this search"
        submitLabel="Save Search"
        initialName={suggestSavedSearchName(filters)}
        initialFilters={filters}
        saving={create.isPending}
        error={create.isError ? create.error.message : null}
        onCancel={close}
        onSubmit={(name) =>
          create.mutate(
            { name, filters: jobFiltersToSavedSearch(filters, sort) },
            {
              onSuccess: () => {
                toast(SEARCH_SAVED_MESSAGE, 'success');
                close();
              },
            },
          )
        }
      />
    </>
  );
}
