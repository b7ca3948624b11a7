import {
  BUSINESS_CATEGORIES,
  RADIUS_MILES,
  JOB_TYPES,
  JOB_TYPE_LABELS,
  MINIMUM_AGES,
  WORK_FORMATS,
  WORK_FORMAT_LABELS,
  US_STATES,
  type BusinessCategoryCode,
  type JobType,
  type StateCode,
  type WorkFormat,
} from '@firstshift/domain';
import { FilterSelect, type FilterSelectProps } from './filter-select';

type Props<T extends string> = Omit<FilterSelectProps<T>, 'options' | 'emptyLabel' | 'label'> & {
  label?: string;
};

const stateOptions = US_STATES.map((s) => ({ value: s.code, label: s.code }));
const jobTypeOptions = JOB_TYPES.map((t) => ({ value: t, label: JOB_TYPE_LABELS[t] }));
const categoryOptions = BUSINESS_CATEGORIES.map((c) => ({ value: c.code, label: c.name }));
const workFormatOptions = WORK_FORMATS.map((f) => ({ value: f, label: WORK_FORMAT_LABELS[f] }));
const distanceOptions = RADIUS_MILES.map((miles) => ({
  value: String(miles),
  label: `Within ${miles} miles`,
}));
const minimumAgeOptions = MINIMUM_AGES.map((a) => ({
  value: String(a),
  label: `Open to age ${a}`,
}));

export function StateSelect({ label = 'State', ...props }: Props<StateCode>) {
  return <FilterSelect label={label} emptyLabel="Any state" options={stateOptions} {...props} />;
}

export function JobTypeSelect({ label = 'Job Type', ...props }: Props<JobType>) {
  return <FilterSelect label={label} emptyLabel="All types" options={jobTypeOptions} {...props} />;
}

export function CategorySelect({ label = 'Category', ...props }: Props<BusinessCategoryCode>) {
  return (
    <FilterSelect label={label} emptyLabel="All categories" options={categoryOptions} {...props} />
  );
}

export function WorkFormatSelect({ label = 'Work Format', ...props }: Props<WorkFormat>) {
  return (
    <FilterSelect label={label} emptyLabel="Any format" options={workFormatOptions} {...props} />
  );
}

export function MinimumAgeSelect({ label = 'Minimum age', ...props }: Props<string>) {
  return <FilterSelect label={label} emptyLabel="Any age" options={minimumAgeOptions} {...props} />;
}

/** Radius search: "Within 10 miles" of the ZIP code beside it (decision 068). */
export function DistanceSelect({ label = 'Distance', ...props }: Props<string>) {
  return (
    <FilterSelect label={label} emptyLabel="Any distance" options={distanceOptions} {...props} />
  );
}
