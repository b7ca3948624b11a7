import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { EmptyState } from '../../../components/feedback/empty-state';
import { paths } from '../../../config/paths';

/** No saved search yet: what one is for, and where to make one. */
export function SavedSearchesEmptyState() {
  return (
    <EmptyState
      icon={BookmarkBorderIcon}
      title="No saved searches yet"
      action={{ label: 'Search Jobs', to: paths.applicant.jobSearch.getHref() }}
    >
      Search for jobs, then press Save Search: we count the new jobs that match it for you.
    </EmptyState>
  );
}
