import { SORT_LABELS, SORT_OPTIONS, type SortOption } from '@firstshift/domain';
import { LightSelectField } from '../fields/light-select-field';

type Props = { value: SortOption; onChange: (value: SortOption) => void };

/** "Sort by": Relevance, Date Posted, Job Title, Company (SPEC §2, §9). */
export function SortSelect({ value, onChange }: Props) {
  return (
    <LightSelectField
      label="Sort by"
      name="sort"
      value={value}
      fullWidth={false}
      minWidth={170}
      onChange={(next) => onChange(SORT_OPTIONS.find((option) => option === next) ?? 'relevance')}
    >
      {SORT_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {SORT_LABELS[option]}
        </option>
      ))}
    </LightSelectField>
  );
}
