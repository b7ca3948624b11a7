import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type TextFormFieldProps<T extends FieldValues, O = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'defaultValue'
> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
};

/**
 * A TextField bound to a react-hook-form field: the field's error message replaces the helper
 * text, so a client rule and a server error (set with setError) read the same way.
 */
export function TextFormField<T extends FieldValues, O = T>({
  control,
  name,
  helperText,
  fullWidth = true,
  ...props
}: TextFormFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          fullWidth={fullWidth}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
