import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../theme/class-names';
import { PlainField } from './plain-field';

type Props = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'onChange' | 'placeholder' | 'value'
> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** An icon at the start of the field (the label then stays above it). */
  startIcon?: ReactNode;
  fullWidth?: boolean;
};

/**
 * A labelled outlined text input with the look of Material UI's TextField (size "small"), from
 * plain elements (PlainField): the landing page's search form loads no Material UI (DESIGN §8).
 */
export function LightTextField({
  label,
  onChange,
  startIcon,
  fullWidth = true,
  type = 'text',
  ...input
}: Props) {
  const id = useId();
  return (
    <PlainField
      htmlFor={id}
      label={label}
      // Above the field when it has an icon or a value; the stylesheet also moves it up while the
      // field has focus, and when it was filled before the page's code ran.
      shrunk={startIcon !== undefined || input.value !== ''}
      fullWidth={fullWidth}
    >
      {startIcon && <span className={cx.fieldAdornment}>{startIcon}</span>}
      <input
        id={id}
        type={type}
        className={cx.fieldInput}
        // A blank placeholder tells the stylesheet whether the field is empty (:placeholder-shown).
        placeholder=" "
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
    </PlainField>
  );
}
