import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type Interview,
  type InterviewMove,
  NOTE_MAX_LENGTH,
  interviewMoveSchema,
  slotTimeProblem,
  wallClock,
} from '@firstshift/domain';
import { useState } from 'react';
import { FormDialog, FormDialogActions } from './form-dialog';
import type { ApiError } from '../../lib/api-client';
import { InterviewSlotFields } from './interview-slot-fields';
import { timeZoneLabel } from './interview-time-text';

type Props = {
  open: boolean;
  interview: Interview;
  applicantName: string;
  busy: boolean;
  error: ApiError | null;
  onCancel: () => void;
  onSubmit: (move: InterviewMove) => void;
};

/** The business moves an agreed interview to one new time; both calendars are updated. */
export function MoveInterviewDialog({ open, ...props }: Props) {
  return (
    <FormDialog open={open} title="Move the interview" busy={props.busy} onCancel={props.onCancel}>
      <MoveForm {...props} />
    </FormDialog>
  );
}

function MoveForm({
  interview,
  applicantName,
  busy,
  error,
  onCancel,
  onSubmit,
}: Omit<Props, 'open'>) {
  const [slot, setSlot] = useState(() => {
    const current = wallClock(
      new Date(interview.starts_at ?? interview.updated_at),
      interview.time_zone,
    );
    return {
      date: current.date,
      start_time: current.time,
      length_minutes: interview.slots[0]?.length_minutes ?? 30,
    };
  });
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown =
    error?.field && !errors[error.field] ? { ...errors, [error.field]: error.message } : errors;

  const submit = () => {
    const parsed = interviewMoveSchema.safeParse({ ...slot, message });
    const found: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
    const problem = slotTimeProblem(slot, interview.time_zone, new Date());
    if (problem && !('start_time' in found)) found.start_time = problem;
    setErrors(found);
    if (parsed.success && Object.keys(found).length === 0) onSubmit(parsed.data);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2.5}>
          <DialogContentText>
            {applicantName} gets the new time and an updated calendar invitation. Times are in{' '}
            {timeZoneLabel(interview.time_zone)}.
          </DialogContentText>
          {error && !error.field && <Alert severity="error">{error.message}</Alert>}
          <InterviewSlotFields
            label="New time"
            value={slot}
            errors={{
              date: shown.date,
              start_time: shown.start_time,
              length_minutes: shown.length_minutes,
            }}
            onChange={setSlot}
          />
          <TextField
            label="Message (optional)"
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions busy={busy} onCancel={onCancel} submitLabel="Move interview" />
    </form>
  );
}
