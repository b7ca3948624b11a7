import type { JobFilters } from '@firstshift/domain';
import { useRef, useState, type ReactNode } from 'react';
import { paths } from '../../config/paths';
import { cx } from '../../theme/class-names';
import { PlainButton } from '../plain-button';
import { SearchIcon } from '../plain-icons';
import { JobFilterFields } from './job-filter-fields';
import { useTypedBeforeHydration } from './typed-before-hydration';

type Props = {
  initialValues: JobFilters;
  onSearch: (values: JobFilters) => void;
  hideMinimumAge?: boolean;
  /** The distance and the shifts too (Browse jobs and Job Search; not the landing page's). */
  allFilters?: boolean;
  /** Extra buttons beside "Search Jobs" (e.g. Save Search). */
  actions?: ReactNode;
};

/** The filters plus "Search Jobs"; remount it (key) to reset it from new initial values. */
export function JobSearchForm({
  initialValues,
  onSearch,
  hideMinimumAge,
  allFilters,
  actions,
}: Props) {
  const [values, setValues] = useState(initialValues);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, setValues);
  return (
    <form
      ref={form}
      // Without JavaScript (a page the server rendered), the form is a plain search of /jobs.
      action={paths.jobs.getHref()}
      method="get"
      role="search"
      aria-label="Search jobs"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(values);
      }}
    >
      <JobFilterFields
        values={values}
        onChange={setValues}
        hideMinimumAge={hideMinimumAge}
        allFilters={allFilters}
      />
      <div className={cx.searchActions}>
        <PlainButton
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SearchIcon />}
          className={cx.searchSubmit}
        >
          Search Jobs
        </PlainButton>
        {actions}
      </div>
    </form>
  );
}
