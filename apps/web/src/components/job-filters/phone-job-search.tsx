import { jobFiltersToParams, type JobFilters } from '@firstshift/domain';
import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { paths } from '../../config/paths';
import { muiLazy, preloadMuiScope } from '../../lib/mui-lazy';
import { cx } from '../../theme/class-names';
import { PlainButton } from '../plain-button';
import { CancelIcon, SearchIcon, TuneIcon } from '../plain-icons';
import { activeFilters, withoutFilter, withoutFilters } from './active-filters';
import { KeywordField } from './job-filter-fields';
import { useTypedBeforeHydration } from './typed-before-hydration';

const loadSheet = () => import('./phone-filters-sheet').then((m) => m.PhoneFiltersSheet);
const PhoneFiltersSheet = muiLazy(loadSheet);
/** Starts loading the sheet as a finger or a pointer comes down on Filters. */
const preloadSheet = () => void Promise.all([preloadMuiScope(), loadSheet()]).catch(() => {});

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

  // The sheet is drawn from its first opening on (it slides out again when closed).
  const [sheetWanted, setSheetWanted] = useState(false);
  const openSheet = () => {
    setDraft(filters);
    setSheetWanted(true);
    setOpen(true);
  };
  const showResults = () => {
    setOpen(false);
    onSearch(withKeyword(draft));
  };

  return (
    <div className={cx.phoneSearch}>
      <form
        ref={form}
        className={cx.phoneSearchForm}
        action={paths.jobs.getHref()}
        method="get"
        role="search"
        aria-label="Search jobs"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(withKeyword(filters));
        }}
      >
        <KeywordField value={keyword} onChange={setKeyword} />
        <button type="submit" aria-label="Search Jobs" className={cx.phoneSearchSubmit}>
          <SearchIcon />
        </button>
        {otherFilters.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </form>
      <div className={cx.phoneSearchChips}>
        <PlainButton
          variant="outlined"
          size="small"
          className={cx.filtersButton}
          onClick={openSheet}
          onPointerDown={preloadSheet}
          onFocus={preloadSheet}
          aria-haspopup="dialog"
          aria-controls={open ? sheetId : undefined}
          aria-expanded={open}
          startIcon={
            // The label says the number too.
            <span className={cx.badge} aria-hidden>
              <TuneIcon />
              {inForce.length > 0 && <span className={cx.badgeCount}>{inForce.length}</span>}
            </span>
          }
        >
          {inForce.length > 0 ? `Filters (${inForce.length})` : 'Filters'}
        </PlainButton>
        {inForce.map((filter) => {
          // The whole chip removes its filter: the little cross alone is too small a target.
          const remove = () => onSearch(withoutFilter(withKeyword(filters), filter.key));
          return (
            <button
              key={filter.key}
              type="button"
              className={`${cx.chip} ${cx.chipTones.primary} ${cx.removableChip}`}
              aria-label={`Remove ${filter.label}`}
              onClick={remove}
            >
              <span className={cx.chipLabel}>{filter.label}</span>
              <CancelIcon className={cx.chipDelete} />
            </button>
          );
        })}
        {inForce.length > 0 && (
          <PlainButton size="small" onClick={() => onSearch(withoutFilters(withKeyword(filters)))}>
            Clear all
          </PlainButton>
        )}
      </div>

      {filters.radius !== '' && filters.zip.trim() === '' && (
        <p className={cx.phoneSearchNote}>
          Enter a ZIP code to search within {filters.radius} miles of it.
          <PlainButton size="small" onClick={openSheet}>
            Add a ZIP code
          </PlainButton>
        </p>
      )}

      {sheetWanted && (
        <Suspense>
          <PhoneFiltersSheet
            id={sheetId}
            open={open}
            onClose={() => setOpen(false)}
            draft={draft}
            onDraftChange={setDraft}
            onShowResults={showResults}
            hideMinimumAge={hideMinimumAge}
          />
        </Suspense>
      )}
    </div>
  );
}
