import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import SearchIcon from '@mui/icons-material/Search';
import type { JobFilters } from '@firstshift/domain';
import { LightTextField } from '../fields/light-text-field';
import { FilterToggleChip } from './filter-toggle-chip';
import {
  CategorySelect,
  JobTypeSelect,
  MinimumAgeSelect,
  StateSelect,
  WorkFormatSelect,
} from './job-filter-selects';

type Props = {
  values: JobFilters;
  onChange: (values: JobFilters) => void;
  /** The applicant Job Search page has no age filter (SPEC §2). */
  hideMinimumAge?: boolean;
  /** The phone's filter sheet: the keyword has its own box on the page. */
  hideKeyword?: boolean;
};

/** "Job title or keyword", with a magnifier. */
export function KeywordField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <LightTextField
      label="Job title or keyword"
      name="search"
      type="search"
      value={value}
      onChange={onChange}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon />
        </InputAdornment>
      }
    />
  );
}

/** Every job search filter of SPEC §2, laid out for 360 px phones up to wide screens. */
export function JobFilterFields({
  values,
  onChange,
  hideMinimumAge = false,
  hideKeyword = false,
}: Props) {
  const set = <K extends keyof JobFilters>(key: K, value: JobFilters[K]) =>
    onChange({ ...values, [key]: value });

  return (
    <Stack spacing={2}>
      {!hideKeyword && (
        <KeywordField value={values.search} onChange={(value) => set('search', value)} />
      )}
      {/* Column counts follow the room the form has, not the window: the same form sits in
          the full-width landing page and beside the applicant sidebar on a phone. */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'repeat(auto-fit, minmax(130px, 1fr))',
            sm: '5fr 3fr 4fr',
          },
        }}
      >
        <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
          <LightTextField
            label="City"
            name="city"
            value={values.city}
            autoComplete="address-level2"
            onChange={(value) => set('city', value)}
          />
        </Box>
        <StateSelect name="state" value={values.state} onChange={(v) => set('state', v)} />
        <LightTextField
          label="Zip Code"
          name="zip"
          value={values.zip}
          autoComplete="postal-code"
          inputProps={{ inputMode: 'numeric', maxLength: 10 }}
          onChange={(value) => set('zip', value)}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
        }}
      >
        <JobTypeSelect
          name="job_type"
          value={values.job_type}
          onChange={(v) => set('job_type', v)}
        />
        <CategorySelect
          name="business_category"
          value={values.business_category}
          onChange={(v) => set('business_category', v)}
        />
        <WorkFormatSelect
          name="work_format"
          value={values.work_format}
          onChange={(v) => set('work_format', v)}
        />
        {!hideMinimumAge && (
          <MinimumAgeSelect
            name="minimum_age"
            value={values.minimum_age}
            onChange={(v) => set('minimum_age', v)}
          />
        )}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FilterToggleChip
          label="High School Welcome"
          selected={values.hsWelcome}
          onToggle={(on) => set('hsWelcome', on)}
        />
        <FilterToggleChip
          label="After-School Hours"
          selected={values.afterSchool}
          onToggle={(on) => set('afterSchool', on)}
        />
      </Stack>
    </Stack>
  );
}
