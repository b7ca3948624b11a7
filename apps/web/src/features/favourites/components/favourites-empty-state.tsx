import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { EmptyState } from '../../../components/feedback/empty-state';
import { paths } from '../../../config/paths';

/** SPEC §2: no favourites yet, and the way to find some. */
export function FavouritesEmptyState() {
  return (
    <EmptyState
      icon={FavoriteBorderIcon}
      title="No favorite jobs yet"
      action={{ label: 'Browse Jobs', to: paths.applicant.jobSearch.getHref() }}
    >
      Start exploring jobs and save the ones you like!
    </EmptyState>
  );
}
