import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { VisuallyHidden } from '../feedback/visually-hidden';
import {
  INTERVIEW_LENGTHS,
  type InterviewSlotInput,
  formatInterviewLength,
} from '@firstshift/domain';

type Props = {
  /** "Time 1", or "New time" when there is one. */
  label: string;
  value: InterviewSlotInput;
  /** Errors by field: date, start_time, length_minutes. */
  errors: Partial<Record<keyof InterviewSlotInput, string>>;
  onChange: (value: InterviewSlotInput) => void;
};

/** A day, a start time and a length, as the business's clocks read them. */
export function InterviewSlotFields({ label, value, errors, onChange }: Props) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <legend>
        <VisuallyHidden>{label}</VisuallyHidden>
      </legend>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          label={`${label}: date`}
          type="date"
          value={value.date}
          onChange={(event) => onChange({ ...value, date: event.target.value })}
          error={Boolean(errors.date)}
          helperText={errors.date}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: 1.3 }}
        />
        <TextField
          label="Start"
          type="time"
          value={value.start_time}
          onChange={(event) => onChange({ ...value, start_time: event.target.value })}
          error={Boolean(errors.start_time)}
          helperText={errors.start_time}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          label="Length"
          value={value.length_minutes}
          onChange={(event) => onChange({ ...value, length_minutes: Number(event.target.value) })}
          error={Boolean(errors.length_minutes)}
          helperText={errors.length_minutes}
          sx={{ flex: 1 }}
        >
          {INTERVIEW_LENGTHS.map((minutes) => (
            <MenuItem key={minutes} value={minutes}>
              {formatInterviewLength(minutes)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Box>
  );
}
