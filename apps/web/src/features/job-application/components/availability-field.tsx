import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { ApplyFormInput, ApplyFormValues, Availability } from '@firstshift/domain';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';

type Props = { control: Control<ApplyFormInput, unknown, ApplyFormValues> };

const OPTIONS: ReadonlyArray<{ value: Availability; label: string }> = [
  { value: 'immediately', label: 'Immediately' },
  { value: '2weeks', label: 'In 2 weeks' },
];

/** When the applicant can start (SPEC §3: immediately or 2weeks), marked *. */
export function AvailabilityField({ control }: Props) {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name="availability"
      render={({ field, fieldState }) => (
        <FormControl required error={Boolean(fieldState.error)}>
          <FormLabel id={labelId}>When can you start?</FormLabel>
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={field.name}
            value={field.value}
            onChange={(_event, value) => field.onChange(value)}
          >
            {OPTIONS.map((option) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                control={
                  <Radio
                    slotProps={{
                      input: { ref: option.value === 'immediately' ? field.ref : undefined },
                    }}
                  />
                }
                label={option.label}
              />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
