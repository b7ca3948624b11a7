import type { FieldValues } from 'react-hook-form';
import { NativeSelectFormField, type NativeSelectFormFieldProps } from './native-select-form-field';

type Props<T extends FieldValues, O = T> = Omit<
  NativeSelectFormFieldProps<T, O>,
  'children' | 'placeholder' | 'label'
> & { label?: string };

/**
 * A select input over a fixed list of choices (the states, the business categories), each
 * with the value the API stores and the text people read; `label` is the input's default label.
 */
export function choiceSelectField(
  defaults: { label: string; placeholder: string },
  choices: readonly { value: string; text: string }[],
) {
  return function ChoiceSelectField<T extends FieldValues, O = T>({
    label = defaults.label,
    ...props
  }: Props<T, O>) {
    return (
      <NativeSelectFormField {...props} label={label} placeholder={defaults.placeholder}>
        {choices.map(({ value, text }) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelectFormField>
    );
  };
}
