import { LightSelectField } from '../fields/light-select-field';

export type SelectOption<T extends string> = { value: T; label: string };

export type FilterSelectProps<T extends string> = {
  label: string;
  value: T | '';
  onChange: (value: T | '') => void;
  options: readonly SelectOption<T>[];
  /** The first option, meaning "no filter". */
  emptyLabel: string;
  name?: string;
  disabled?: boolean;
};

export function FilterSelect<T extends string>({
  label,
  value,
  onChange,
  options,
  emptyLabel,
  name,
  disabled,
}: FilterSelectProps<T>) {
  return (
    <LightSelectField
      label={label}
      name={name}
      value={value}
      disabled={disabled}
      onChange={(next) => onChange(options.find((option) => option.value === next)?.value ?? '')}
    >
      <option value="">{emptyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </LightSelectField>
  );
}
