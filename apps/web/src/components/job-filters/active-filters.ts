import {
  BUSINESS_CATEGORIES,
  JOB_TYPE_LABELS,
  NO_JOB_FILTERS,
  SHIFT_FILTERS,
  WORK_FORMAT_LABELS,
  searchesNear,
  type JobFilters,
} from '@firstshift/domain';

/** "Pet Care" for the filters' "petcare"; '' when no category is chosen. */
export function categoryName(values: JobFilters): string {
  return BUSINESS_CATEGORIES.find((c) => c.code === values.business_category)?.name ?? '';
}

/** One filter in force, as a removable chip names it. */
export type ActiveFilter = {
  key: Exclude<keyof JobFilters, 'search'>;
  label: string;
};

/**
 * The filters in force besides the keyword (which has its own box), in the order the filter
 * sheet lists them, each with a short name a chip can show.
 */
export function activeFilters(values: JobFilters): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  const add = (key: ActiveFilter['key'], label: string | false) => {
    if (label) filters.push({ key, label });
  };
  add('city', values.city.trim());
  add('state', values.state);
  // With a distance, the ZIP code is the centre of the search: one chip says both.
  const near = searchesNear(values);
  add('zip', !near && values.zip.trim());
  add(
    'radius',
    near
      ? `Within ${values.radius} miles of ${values.zip.trim()}`
      : // A distance without its centre searches nothing near yet: said, not hidden.
        values.radius !== '' && `Within ${values.radius} miles (no ZIP code)`,
  );
  add('job_type', values.job_type && JOB_TYPE_LABELS[values.job_type]);
  add('business_category', categoryName(values));
  add('work_format', values.work_format && WORK_FORMAT_LABELS[values.work_format]);
  add('minimum_age', values.minimum_age && `Open to age ${values.minimum_age}`);
  add('hsWelcome', values.hsWelcome && 'High School Welcome');
  add('afterSchool', values.afterSchool && 'After-School Hours');
  for (const { key, label } of SHIFT_FILTERS) add(key, values[key] && label);
  return filters;
}

/** The same filters without one of them (a radius search without its centre as well). */
export function withoutFilter(values: JobFilters, key: ActiveFilter['key']): JobFilters {
  if (key === 'radius') return { ...values, radius: '', zip: '' };
  return { ...values, [key]: NO_JOB_FILTERS[key] };
}

/** Every filter cleared; the keyword stays, as it has its own box. */
export function withoutFilters(values: JobFilters): JobFilters {
  return { ...NO_JOB_FILTERS, search: values.search };
}
