import { useId, type ReactNode } from 'react';
import { cx } from '../../theme/class-names';
import { PlainField } from './plain-field';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** `<option>` elements. */
  children: ReactNode;
  name?: string;
  disabled?: boolean;
  fullWidth?: boolean;
  minWidth?: number;
};

/**
 * A labelled native select with the look of Material UI's outlined NativeSelect: light to load
 * (see LightTextField), and phones show their own picker, which beats a 50-item menu on a small
 * screen.
 */
export function LightSelectField({
  label,
  value,
  onChange,
  children,
  name,
  disabled,
  fullWidth = true,
  minWidth,
}: Props) {
  const id = useId();
  return (
    <PlainField htmlFor={id} label={label} shrunk fullWidth={fullWidth} minWidth={minWidth}>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        className={`${cx.fieldInput} ${cx.fieldSelect}`}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      <svg className={cx.fieldSelectIcon} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d="M7 10l5 5 5-5z" />
      </svg>
    </PlainField>
  );
}
