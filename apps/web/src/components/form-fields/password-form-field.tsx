import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { TextFormField, type TextFormFieldProps } from './text-form-field';

type Props<T extends FieldValues, O = T> = Omit<TextFormFieldProps<T, O>, 'type' | 'slotProps'> & {
  /** "new-password" on sign-up forms, "current-password" when confirming who you are. */
  autoComplete?: 'new-password' | 'current-password';
};

/** A password input with a Show/Hide toggle, so a typo can be checked before submitting. */
export function PasswordFormField<T extends FieldValues, O = T>({
  label,
  autoComplete = 'new-password',
  ...props
}: Props<T, O>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextFormField
      {...props}
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
                aria-pressed={visible}
                onClick={() => setVisible((shown) => !shown)}
                onMouseDown={(event) => event.preventDefault()}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
