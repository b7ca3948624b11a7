import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** `<option>` elements. */
  children: ReactNode;
  name?: string;
  disabled?: boolean;
  fullWidth?: boolean;
  minWidth?: number;
};

/**
 * A labelled native select: light to load (see LightTextField), and phones show their own
 * picker, which beats a 50-item menu on a small screen.
 */
export function LightSelectField({
  label,
  value,
  onChange,
  children,
  name,
  disabled,
  fullWidth = true,
  minWidth,
}: Props) {
  const id = useId();
  return (
    <FormControl fullWidth={fullWidth} size="small" disabled={disabled} sx={{ minWidth }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, name }}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}
