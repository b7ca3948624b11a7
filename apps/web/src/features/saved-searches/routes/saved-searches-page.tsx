import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { PAGE_MAX_WIDTH } from '@firstshift/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Placeholder } from '../../../components/feedback/placeholder';
import { VisuallyHidden } from '../../../components/feedback/visually-hidden';
import { EMPTY_JOB_FILTERS } from '../../../components/job-filters/job-filter-values';
import { SavedSearchDialog } from '../../../components/saved-search/saved-search-dialog';
import { savedSearchToFilters } from '../../../components/saved-search/saved-search-filters';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SAVED_SEARCHES_ERROR, savedSearchesQueryOptions } from '../api/saved-searches';
import { DeleteSavedSearchDialog } from '../components/delete-saved-search-dialog';
import { SavedSearchCard } from '../components/saved-search-card';
import { SavedSearchesEmptyState } from '../components/saved-searches-empty-state';
import { useSavedSearchActions } from '../components/use-saved-search-actions';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } };

/** /applicant/dashboard/saved-searches (SPEC §2, DESIGN §5: real saved searches). */
export function SavedSearchesPage() {
  useDocumentTitle('Saved Searches');
  const query = useQuery(savedSearchesQueryOptions());
  const actions = useSavedSearchActions();

  return (
    <Box sx={{ maxWidth: PAGE_MAX_WIDTH, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 3 }}
      >
        <div>
          <Typography variant="h2" component="h1">
            Saved Searches
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Manage your job search alerts
          </Typography>
        </div>
        <Button
          component={Link}
          to={paths.applicant.jobSearch.getHref()}
          variant="contained"
          startIcon={<AddIcon />}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          Create New Search
        </Button>
      </Stack>

      {query.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          {query.error.message || SAVED_SEARCHES_ERROR}
        </Alert>
      )}
      {query.isPending && (
        <Box sx={grid}>
          <VisuallyHidden>
            <span role="status">Loading your saved searches...</span>
          </VisuallyHidden>
          {[0, 1].map((i) => (
            <Placeholder key={i} height={168} radius={2} />
          ))}
        </Box>
      )}
      {query.data?.length === 0 && <SavedSearchesEmptyState />}
      {query.data && query.data.length > 0 && (
        <Box sx={grid}>
          {query.data.map((search) => (
            <SavedSearchCard
              key={search.id}
              search={search}
              onEdit={actions.startEdit}
              onDelete={actions.startDelete}
              onViewJobs={actions.viewJobs}
              opening={actions.openingId === search.id}
            />
          ))}
        </Box>
      )}

      <SavedSearchDialog
        open={actions.editing !== null}
        title="Edit saved search"
        submitLabel="Save Changes"
        initialName={actions.editing?.name ?? ''}
        initialFilters={
          actions.editing ? savedSearchToFilters(actions.editing.filters) : EMPTY_JOB_FILTERS
        }
        editFilters
        saving={actions.saving}
        error={actions.saveError}
        onCancel={actions.cancelEdit}
        onSubmit={actions.saveEdit}
      />
      <DeleteSavedSearchDialog
        search={actions.deleting}
        deleting={actions.isDeleting}
        onCancel={actions.cancelDelete}
        onConfirm={actions.confirmDelete}
      />
    </Box>
  );
}
