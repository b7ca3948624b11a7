import type { FieldValues } from 'react-hook-form';
import { TextFormField, type TextFormFieldProps } from './text-form-field';

type Props<T extends FieldValues, O = T> = Omit<TextFormFieldProps<T, O>, 'type' | 'label'> & {
  label?: string;
};

/** A phone number input: the phone keypad on mobile and the browser's saved number. */
export function PhoneFormField<T extends FieldValues, O = T>({
  label = 'Phone',
  ...props
}: Props<T, O>) {
  return (
    <TextFormField
      {...props}
      label={label}
      type="tel"
      autoComplete="tel"
      placeholder="555-123-4567"
    />
  );
}
