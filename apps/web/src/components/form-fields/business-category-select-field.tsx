import { BUSINESS_CATEGORIES } from '@firstshift/domain';
import type { FieldValues } from 'react-hook-form';
import { NativeSelectFormField, type NativeSelectFormFieldProps } from './native-select-form-field';

type Props<T extends FieldValues, O = T> = Omit<
  NativeSelectFormFieldProps<T, O>,
  'children' | 'placeholder' | 'label'
> & { label?: string };

/** The 12 business categories; the value is the display name the API stores and returns. */
export function BusinessCategorySelectField<T extends FieldValues, O = T>({
  label = 'Business category',
  ...props
}: Props<T, O>) {
  return (
    <NativeSelectFormField {...props} label={label} placeholder="Choose a category">
      {BUSINESS_CATEGORIES.map((category) => (
        <option key={category.code} value={category.name}>
          {category.name}
        </option>
      ))}
    </NativeSelectFormField>
  );
}
