import Alert from '@mui/material/Alert';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { EmptyState } from '../feedback/empty-state';

/**
 * Why a search shows no cards, drawn with Material UI: loaded with it when a search first
 * comes back empty or fails, so that a page of results needs neither (docs/decisions/045).
 */
export function NoJobsMatch({ cleared }: { cleared: string }) {
  return (
    <EmptyState
      icon={SearchOffIcon}
      title="No jobs match your search."
      titleComponent="p"
      action={{
        label: 'Clear filters',
        to: cleared,
        startIcon: <FilterAltOffIcon />,
        variant: 'outlined',
      }}
    >
      Try fewer filters, a nearby city, or a different keyword.
    </EmptyState>
  );
}

export function JobResultsError({ message }: { message: string }) {
  return <Alert severity="error">{message}</Alert>;
}
