import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import { jobFiltersToParams, type JobFilters } from '@firstshift/domain';
import { useCallback, useId, useRef, useState } from 'react';
import { paths } from '../../config/paths';
import { BottomSheet } from '../feedback/bottom-sheet';
import { activeFilters, withoutFilter, withoutFilters } from './active-filters';
import { JobFilterFields, KeywordField } from './job-filter-fields';
import { useTypedBeforeHydration } from './typed-before-hydration';

type Props = {
  filters: JobFilters;
  onSearch: (values: JobFilters) => void;
  hideMinimumAge?: boolean;
};

/**
 * Job search on a phone: the keyword box and Search, a "Filters" button opening a bottom sheet
 * with the other fields, and the filters in force as chips to remove one by one or all at once.
 */
export function PhoneJobSearch({ filters, onSearch, hideMinimumAge }: Props) {
  const sheetId = useId();
  const [keyword, setKeyword] = useState(filters.search);
  const form = useRef<HTMLFormElement>(null);
  const takeKeyword = useCallback(
    (change: (values: JobFilters) => JobFilters) => {
      setKeyword((typed) => change({ ...filters, search: typed }).search);
    },
    [filters],
  );
  useTypedBeforeHydration(form, takeKeyword);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filters);
  const inForce = activeFilters(filters);
  const withKeyword = (values: JobFilters) => ({ ...values, search: keyword });
  // Without JavaScript the form is a plain search of /jobs that keeps the other filters in force.
  const otherFilters = [...jobFiltersToParams({ ...filters, search: '' })];

  const openSheet = () => {
    setDraft(filters);
    setOpen(true);
  };
  const showResults = () => {
    setOpen(false);
    onSearch(withKeyword(draft));
  };

  return (
    <Box sx={{ mb: 3 }}>
      <Stack
        ref={form}
        component="form"
        action={paths.jobs.getHref()}
        method="get"
        role="search"
        aria-label="Search jobs"
        noValidate
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center' }}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(withKeyword(filters));
        }}
      >
        <KeywordField value={keyword} onChange={setKeyword} />
        <IconButton
          type="submit"
          aria-label="Search Jobs"
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: 2,
            '&:hover': { bgcolor: 'primary.dark' },
          }}
        >
          <SearchIcon />
        </IconButton>
        {otherFilters.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1.5 }}
      >
        <Button
          variant="outlined"
          size="small"
          onClick={openSheet}
          aria-haspopup="dialog"
          aria-controls={open ? sheetId : undefined}
          aria-expanded={open}
          startIcon={
            <Badge badgeContent={inForce.length} color="secondary">
              <TuneIcon />
            </Badge>
          }
          sx={{ borderRadius: 99, bgcolor: 'background.paper' }}
        >
          {inForce.length > 0 ? `Filters (${inForce.length})` : 'Filters'}
        </Button>
        {inForce.map((filter) => {
          // The whole chip removes its filter: the little cross alone is too small a target.
          const remove = () => onSearch(withoutFilter(withKeyword(filters), filter.key));
          return (
            <Chip
              key={filter.key}
              label={filter.label}
              aria-label={`Remove ${filter.label}`}
              onClick={remove}
              onDelete={remove}
              color="primary"
              variant="outlined"
              sx={{ bgcolor: 'background.paper' }}
            />
          );
        })}
        {inForce.length > 0 && (
          <Button size="small" onClick={() => onSearch(withoutFilters(withKeyword(filters)))}>
            Clear all
          </Button>
        )}
      </Stack>

      <BottomSheet id={sheetId} open={open} onClose={() => setOpen(false)} title="Filters">
        <Box sx={{ px: 2, pt: 1, pb: 2, overflowY: 'auto' }}>
          <JobFilterFields
            values={draft}
            onChange={setDraft}
            hideMinimumAge={hideMinimumAge}
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
          <Button onClick={() => setDraft(withoutFilters(draft))} sx={{ flex: 1 }}>
            Clear all
          </Button>
          <Button variant="contained" onClick={showResults} sx={{ flex: 2 }}>
            Show results
          </Button>
        </Stack>
      </BottomSheet>
    </Box>
  );
}
