import Box from '@mui/material/Box';
import AddIcon from '@mui/icons-material/Add';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { NO_JOB_FILTERS, savedSearchToJobFilters } from '@firstshift/domain';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/feedback/empty-state';
import { Placeholder } from '../../../components/feedback/placeholder';
import { RetryAlert } from '../../../components/feedback/retry-alert';
import { VisuallyHidden } from '../../../components/feedback/visually-hidden';
import { PageContainer } from '../../../components/layout/page-container';
import { PageHeader } from '../../../components/layout/page-header';
import { SavedSearchDialog } from '../../../components/saved-search/saved-search-dialog';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SAVED_SEARCHES_ERROR, savedSearchesQueryOptions } from '../api/saved-searches';
import { DeleteSavedSearchDialog } from '../components/delete-saved-search-dialog';
import { SavedSearchCard } from '../components/saved-search-card';
import { useSavedSearchActions } from '../components/use-saved-search-actions';

const searchJobs = { label: 'Search Jobs', to: paths.applicant.jobSearch.getHref() };
const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } };

/** /applicant/dashboard/saved-searches (SPEC §2, DESIGN §5: real saved searches). */
export function SavedSearchesPage() {
  useDocumentTitle('Saved Searches');
  const query = useQuery(savedSearchesQueryOptions());
  const actions = useSavedSearchActions();

  return (
    <PageContainer>
      <PageHeader
        title="Saved Searches"
        subtitle="Manage your job search alerts"
        action={{
          label: 'Create New Search',
          to: paths.applicant.jobSearch.getHref(),
          startIcon: <AddIcon />,
        }}
      />

      {query.isError && (
        <RetryAlert message={query.error.message || SAVED_SEARCHES_ERROR} onRetry={query.refetch} />
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
      {query.data?.length === 0 && (
        <EmptyState icon={BookmarkBorderIcon} title="No saved searches yet" action={searchJobs}>
          Search for jobs, then press Save Search: we count the new jobs that match it for you.
        </EmptyState>
      )}
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
          actions.editing ? savedSearchToJobFilters(actions.editing.filters) : NO_JOB_FILTERS
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
    </PageContainer>
  );
}
