import Stack from '@mui/material/Stack';
import SearchIcon from '@mui/icons-material/Search';
import { DASHBOARD_JOB_FILTERS } from '@firstshift/domain';
import { LightSelectField } from '../../../components/fields/light-select-field';
import { LightTextField } from '../../../components/fields/light-text-field';

export type DashboardFilter = (typeof DASHBOARD_JOB_FILTERS)[number]['value'];

type Props = {
  search: string;
  onSearchChange: (search: string) => void;
  filter: DashboardFilter;
  onFilterChange: (filter: DashboardFilter) => void;
};

const isFilter = (value: string): value is DashboardFilter =>
  DASHBOARD_JOB_FILTERS.some((f) => f.value === value);

/** The dashboard's search box and status filter (SPEC §2: All Jobs, Active, Archived, Draft). */
export function DashboardToolbar({ search, onSearchChange, filter, onFilterChange }: Props) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="search">
      <LightTextField
        label="Search your jobs"
        type="search"
        value={search}
        onChange={onSearchChange}
        startIcon={<SearchIcon fontSize="small" />}
      />
      <LightSelectField
        label="Status"
        name="status"
        value={filter}
        onChange={(value) => onFilterChange(isFilter(value) ? value : 'all')}
        fullWidth={false}
        minWidth={190}
      >
        {DASHBOARD_JOB_FILTERS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </LightSelectField>
    </Stack>
  );
}
