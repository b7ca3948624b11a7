import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextFormField } from './text-form-field';

type Props<T extends FieldValues & { email?: string | null }, O = T> = {
  control: Control<T, unknown, O>;
};

/** The required "email" input of a sign-up or reset form, filled from the browser's address. */
export function EmailFormField<T extends FieldValues & { email?: string | null }, O = T>({
  control,
}: Props<T, O>) {
  return (
    <TextFormField
      control={control}
      name={'email' as FieldPath<T>}
      label="Email"
      type="email"
      autoComplete="email"
      required
    />
  );
}
