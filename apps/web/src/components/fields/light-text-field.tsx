import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

type Props = Omit<OutlinedInputProps, 'label' | 'id' | 'onChange'> & {
  label: string;
  onChange: (value: string) => void;
};

/**
 * A labelled outlined text input built from MUI's parts. TextField would also pull in Select,
 * Menu and every input variant, which the landing page's first load cannot afford (DESIGN §8).
 */
export function LightTextField({
  label,
  onChange,
  fullWidth = true,
  size = 'small',
  ...props
}: Props) {
  const id = useId();
  return (
    <FormControl fullWidth={fullWidth} size={size}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        onChange={(event) => onChange(event.target.value)}
        {...props}
      />
    </FormControl>
  );
}
