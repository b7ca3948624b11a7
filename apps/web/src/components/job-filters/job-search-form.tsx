import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SearchIcon from '@mui/icons-material/Search';
import type { JobFilters } from '@firstshift/domain';
import { useRef, useState, type ReactNode } from 'react';
import { paths } from '../../config/paths';
import { JobFilterFields } from './job-filter-fields';
import { useTypedBeforeHydration } from './typed-before-hydration';

type Props = {
  initialValues: JobFilters;
  onSearch: (values: JobFilters) => void;
  hideMinimumAge?: boolean;
  /** Extra buttons beside "Search Jobs" (e.g. Save Search). */
  actions?: ReactNode;
};

/** The filters plus "Search Jobs"; remount it (key) to reset it from new initial values. */
export function JobSearchForm({ initialValues, onSearch, hideMinimumAge, actions }: Props) {
  const [values, setValues] = useState(initialValues);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, setValues);
  return (
    <Box
      ref={form}
      component="form"
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
      <JobFilterFields values={values} onChange={setValues} hideMinimumAge={hideMinimumAge} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2.5 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SearchIcon />}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          Search Jobs
        </Button>
        {actions}
      </Box>
    </Box>
  );
}
