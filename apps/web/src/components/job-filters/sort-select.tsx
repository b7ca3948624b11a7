import { SORT_LABELS, SORT_OPTIONS, type SortOption } from '@firstshift/domain';
import { LightSelectField } from '../fields/light-select-field';

type Props = {
  value: SortOption;
  onChange: (value: SortOption) => void;
  /** The filters search within a distance of a ZIP code: Distance is offered (decision 068). */
  near: boolean;
};

/** "Sort by": Relevance, Date Posted, Job Title, Company (SPEC §2, §9), and Distance. */
export function SortSelect({ value, onChange, near }: Props) {
  const options = SORT_OPTIONS.filter((option) => near || option !== 'distance');
  return (
    <LightSelectField
      label="Sort by"
      name="sort"
      value={value}
      fullWidth={false}
      minWidth={170}
      onChange={(next) => onChange(options.find((option) => option === next) ?? 'relevance')}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {SORT_LABELS[option]}
        </option>
      ))}
    </LightSelectField>
  );
}
