import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<T extends FieldValues, O = T> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** Text or a sentence with links (e.g. the terms). */
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
};

/** A labelled checkbox bound to a boolean form field, with its error shown beneath. */
export function CheckboxFormField<T extends FieldValues, O = T>({
  control,
  name,
  label,
  required,
  disabled,
  helperText,
}: Props<T, O>) {
  const helperId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message ?? helperText;
        return (
          <FormControl error={Boolean(fieldState.error)} required={required} disabled={disabled}>
            <FormControlLabel
              label={label}
              control={
                <Checkbox
                  name={field.name}
                  checked={field.value === true}
                  onChange={(_event, checked) => field.onChange(checked)}
                  onBlur={field.onBlur}
                  slotProps={{
                    input: {
                      ref: field.ref,
                      'aria-invalid': Boolean(fieldState.error),
                      'aria-describedby': message ? helperId : undefined,
                    },
                  }}
                />
              }
            />
            {message && (
              <FormHelperText id={helperId} sx={{ mt: -0.5 }}>
                {message}
              </FormHelperText>
            )}
          </FormControl>
        );
      }}
    />
  );
}
