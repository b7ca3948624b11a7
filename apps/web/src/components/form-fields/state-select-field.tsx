import { US_STATES } from '@firstshift/domain';
import type { FieldValues } from 'react-hook-form';
import { NativeSelectFormField, type NativeSelectFormFieldProps } from './native-select-form-field';

type Props<T extends FieldValues, O = T> = Omit<
  NativeSelectFormFieldProps<T, O>,
  'children' | 'placeholder' | 'label'
> & { label?: string };

/** One of the 50 states; the value is the two-letter code the API stores. */
export function StateSelectField<T extends FieldValues, O = T>({
  label = 'State',
  ...props
}: Props<T, O>) {
  return (
    <NativeSelectFormField {...props} label={label} placeholder="Choose a state">
      {US_STATES.map((state) => (
        <option key={state.code} value={state.code}>
          {state.name} ({state.code})
        </option>
      ))}
    </NativeSelectFormField>
  );
}
