import { PHONE_EXAMPLE } from '@firstshift/domain';
import type { FieldValues } from 'react-hook-form';
import { TextFormField, type TextFormFieldProps } from './text-form-field';

type Props<T extends FieldValues, O = T> = Omit<TextFormFieldProps<T, O>, 'type' | 'label'> & {
  label?: string;
};

/**
 * A phone number input: the phone keypad on mobile and the browser's saved number. Any common
 * way of writing a number is accepted; the placeholder is the one the error message shows.
 */
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
      placeholder={PHONE_EXAMPLE}
    />
  );
}
