import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { TextFormField, type TextFormFieldProps } from './text-form-field';

export type NativeSelectFormFieldProps<T extends FieldValues, O = T> = Omit<
  TextFormFieldProps<T, O>,
  'select' | 'slotProps' | 'children'
> & {
  /** Text of the blank first option, e.g. "Select state". */
  placeholder: string;
  /** `<option>` elements after the blank one. */
  children: ReactNode;
};

/**
 * A select bound to react-hook-form, rendered natively: phones show their own picker, which
 * beats a 50-item menu on a small screen, and it loads lighter than MUI's menu select.
 */
export function NativeSelectFormField<T extends FieldValues, O = T>({
  placeholder,
  children,
  ...props
}: NativeSelectFormFieldProps<T, O>) {
  return (
    <TextFormField
      {...props}
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{placeholder}</option>
      {children}
    </TextFormField>
  );
}
