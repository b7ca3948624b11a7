import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { JobFilters } from '@firstshift/domain';
import { BottomSheet } from '../feedback/bottom-sheet';
import { withoutFilters } from './active-filters';
import { JobFilterFields } from './job-filter-fields';

type Props = {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The filters being chosen, shown once "Show results" is pressed. */
  draft: JobFilters;
  onDraftChange: (values: JobFilters) => void;
  onShowResults: () => void;
  hideMinimumAge?: boolean;
};

/**
 * The phone's filters, in a bottom sheet: loaded with Material UI the first time Filters is
 * pressed, so that the page around it needs neither (docs/decisions/045).
 */
export function PhoneFiltersSheet({
  id,
  open,
  onClose,
  draft,
  onDraftChange,
  onShowResults,
  hideMinimumAge,
}: Props) {
  return (
    <BottomSheet id={id} open={open} onClose={onClose} title="Filters">
      <Box sx={{ px: 2, pt: 1, pb: 2, overflowY: 'auto' }}>
        <JobFilterFields
          values={draft}
          onChange={onDraftChange}
          hideMinimumAge={hideMinimumAge}
          allFilters
          hideKeyword
        />
      </Box>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{
          px: 2,
          py: 1.5,
          borderTop: 1,
          borderColor: 'divider',
          pb: 'calc(12px + env(safe-area-inset-bottom))',
        }}
      >
        <Button onClick={() => onDraftChange(withoutFilters(draft))} sx={{ flex: 1 }}>
          Clear all
        </Button>
        <Button variant="contained" onClick={onShowResults} sx={{ flex: 2 }}>
          Show results
        </Button>
      </Stack>
    </BottomSheet>
  );
}
