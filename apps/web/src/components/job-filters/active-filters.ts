import { BUSINESS_CATEGORIES, JOB_TYPE_LABELS, WORK_FORMAT_LABELS } from '@firstshift/domain';
import { EMPTY_JOB_FILTERS, type JobFilterValues } from './job-filter-values';

/** One filter in force, as a removable chip names it. */
export type ActiveFilter = {
  key: Exclude<keyof JobFilterValues, 'search'>;
  label: string;
};

/**
 * The filters in force besides the keyword (which has its own box), in the order the filter
 * sheet lists them, each with a short name a chip can show.
 */
export function activeFilters(values: JobFilterValues): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  const add = (key: ActiveFilter['key'], label: string | false) => {
    if (label) filters.push({ key, label });
  };
  add('city', values.city.trim());
  add('state', values.state);
  add('zip', values.zip.trim());
  add('jobType', values.jobType && JOB_TYPE_LABELS[values.jobType]);
  add(
    'category',
    values.category && (BUSINESS_CATEGORIES.find((c) => c.code === values.category)?.name ?? ''),
  );
  add('workFormat', values.workFormat && WORK_FORMAT_LABELS[values.workFormat]);
  add('minimumAge', values.minimumAge && `Open to age ${values.minimumAge}`);
  add('hsWelcome', values.hsWelcome && 'High School Welcome');
  add('afterSchool', values.afterSchool && 'After-School Hours');
  return filters;
}

/** The same filters without one of them. */
export function withoutFilter(values: JobFilterValues, key: ActiveFilter['key']): JobFilterValues {
  return { ...values, [key]: EMPTY_JOB_FILTERS[key] };
}

/** Every filter cleared; the keyword stays, as it has its own box. */
export function withoutFilters(values: JobFilterValues): JobFilterValues {
  return { ...EMPTY_JOB_FILTERS, search: values.search };
}
