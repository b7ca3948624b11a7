import { SHIFT_FILTERS, type JobFilters } from '@firstshift/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSession } from '../../lib/use-session';
import { userDetailsQueryOptions } from '../../lib/user-details';
import { cx } from '../../theme/class-names';
import { LightTextField } from '../fields/light-text-field';
import { SearchIcon } from '../plain-icons';
import { FilterToggleChip } from './filter-toggle-chip';
import {
  CategorySelect,
  DistanceSelect,
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
  /**
   * Beside SPEC's filters, the distance from the ZIP code and the shifts (decisions 068, 069):
   * Browse jobs, Job Search and saved searches; the landing page keeps SPEC's.
   */
  allFilters?: boolean;
};

const TOGGLES = [
  { key: 'hsWelcome', label: 'High School Welcome' },
  { key: 'afterSchool', label: 'After-School Hours' },
] as const;

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
      startIcon={<SearchIcon />}
    />
  );
}

/** Every job search filter of SPEC §2, laid out for 360 px phones up to wide screens. */
export function JobFilterFields({
  values,
  onChange,
  hideMinimumAge = false,
  hideKeyword = false,
  allFilters = false,
}: Props) {
  const set = <K extends keyof JobFilters>(key: K, value: JobFilters[K]) =>
    onChange({ ...values, [key]: value });
  const helpId = useId();
  const needsZip = allFilters && values.radius !== '' && values.zip.trim() === '';
  /** A filter input's name, value and change handler: its name is its key in the filters. */
  const bind = <K extends keyof JobFilters>(name: K) => ({
    name,
    value: values[name],
    onChange: (value: JobFilters[K]) => set(name, value),
  });

  return (
    <div className={cx.stack2}>
      {!hideKeyword && (
        <KeywordField value={values.search} onChange={(value) => set('search', value)} />
      )}
      {/* Column counts follow the room the form has, not the window: the same form sits in
          the full-width landing page and beside the applicant sidebar on a phone. */}
      <div
        className={allFilters ? `${cx.searchPlaceRow} ${cx.searchPlaceRowNear}` : cx.searchPlaceRow}
      >
        <div className={cx.searchPlaceCity}>
          <LightTextField
            label="City"
            name="city"
            value={values.city}
            autoComplete="address-level2"
            onChange={(value) => set('city', value)}
          />
        </div>
        <StateSelect {...bind('state')} />
        <LightTextField
          label="Zip Code"
          name="zip"
          value={values.zip}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={10}
          onChange={(value) => set('zip', value)}
          aria-describedby={needsZip ? helpId : undefined}
        />
        {allFilters && <DistanceField values={values} onChange={onChange} />}
      </div>
      {needsZip && (
        <p id={helpId} className={cx.searchPlaceHelp}>
          Enter a ZIP code to search within {values.radius} miles of it.
        </p>
      )}
      <div className={cx.searchSelectRow}>
        <JobTypeSelect {...bind('job_type')} />
        <CategorySelect {...bind('business_category')} />
        <WorkFormatSelect {...bind('work_format')} />
        {!hideMinimumAge && <MinimumAgeSelect {...bind('minimum_age')} />}
      </div>
      <div className={cx.searchToggles}>
        {(allFilters ? [...TOGGLES, ...SHIFT_FILTERS] : TOGGLES).map(({ key, label }) => (
          <FilterToggleChip
            key={key}
            name={key}
            label={label}
            selected={values[key]}
            onToggle={(on) => set(key, on)}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * The distance from the ZIP code. Chosen with no ZIP code, it is measured from the signed-in
 * applicant's own, when their profile has one.
 */
function DistanceField({ values, onChange }: Pick<Props, 'values' | 'onChange'>) {
  const session = useSession();
  const { data: profile } = useQuery({
    ...userDetailsQueryOptions(),
    enabled: session?.role === 'applicant',
  });
  const homeZip = profile?.applicant_profile?.zip_code?.trim() ?? '';
  return (
    <DistanceSelect
      name="radius"
      value={values.radius}
      onChange={(radius) =>
        onChange({ ...values, radius, zip: values.zip.trim() || (radius && homeZip) || values.zip })
      }
    />
  );
}
