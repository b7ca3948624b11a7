import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import {
  INTERVIEW_FORMATS,
  INTERVIEW_FORMAT_LABELS,
  INTERVIEW_TIME_ZONES,
  type InterviewFormat,
  type InterviewProposal,
  type InterviewSlotInput,
  MAX_INTERVIEW_SLOTS,
  NOTE_MAX_LENGTH,
  interviewProposalSchema,
  slotTimeProblem,
  wallClock,
} from '@firstshift/domain';
import { useState } from 'react';
import { FormDialog, FormDialogActions } from './form-dialog';
import type { ApiError } from '../../lib/api-client';
import { InterviewSlotFields } from './interview-slot-fields';

export type ProposalStart = {
  format: InterviewFormat;
  location: string;
  note: string;
  time_zone: string;
};

type Props = {
  open: boolean;
  applicantName: string;
  /** Where an interview in person happens unless changed: the job's address. */
  jobAddress: string | null;
  start: ProposalStart;
  busy: boolean;
  error: ApiError | null;
  onCancel: () => void;
  onSubmit: (proposal: InterviewProposal) => void;
};

const LOCATION_LABELS: Record<InterviewFormat, string> = {
  in_person: 'Address',
  video: 'Video call link',
  phone: 'Phone number to call',
};

const LOCATION_HELP: Record<InterviewFormat, string> = {
  in_person: 'Where to come, and whom to ask for if that helps.',
  video: 'Starting with https://. It is the one link a young applicant can click.',
  phone: 'The number you will call from, or that they should call.',
};

/** A first time to offer: the next weekday-ish day at 3:30 PM in the business's zone. */
function firstSlot(zone: string): InterviewSlotInput {
  const { date } = wallClock(new Date(Date.now() + 2 * 86_400_000), zone);
  return { date, start_time: '15:30', length_minutes: 30 };
}

type Errors = Record<string, string>;

/** The business proposes one to three times for an interview, with where and how it happens. */
export function ProposeInterviewDialog({ open, applicantName, ...props }: Props) {
  return (
    <FormDialog
      open={open}
      title={`Propose an interview to ${applicantName}`}
      busy={props.busy}
      onCancel={props.onCancel}
      fullScreenOnPhone
    >
      <ProposalForm {...props} />
    </FormDialog>
  );
}

function ProposalForm({
  jobAddress,
  start,
  busy,
  error,
  onCancel,
  onSubmit,
}: Omit<Props, 'open' | 'applicantName'>) {
  const [format, setFormat] = useState<InterviewFormat>(start.format);
  const [location, setLocation] = useState(start.location);
  const [note, setNote] = useState(start.note);
  const [zone, setZone] = useState(start.time_zone);
  const [slots, setSlots] = useState<InterviewSlotInput[]>(() => [firstSlot(start.time_zone)]);
  const [errors, setErrors] = useState<Errors>({});
  const shown: Errors =
    error?.field && !errors[error.field] ? { ...errors, [error.field]: error.message } : errors;

  const changeFormat = (next: InterviewFormat) => {
    setFormat(next);
    // The job's address is a good guess for a meeting in person, and nothing else.
    if (next === 'in_person' && !location) setLocation(jobAddress ?? '');
    if (next !== 'in_person' && location === jobAddress) setLocation('');
  };

  const submit = () => {
    const parsed = interviewProposalSchema.safeParse({
      format,
      location,
      note,
      time_zone: zone,
      slots,
    });
    const found: Errors = {};
    for (const issue of parsed.error?.issues ?? []) {
      found[issue.path.join('.')] ??= issue.message;
    }
    slots.forEach((slot, index) => {
      const problem = slotTimeProblem(slot, zone, new Date());
      if (problem) found[`slots.${index}.start_time`] ??= problem;
    });
    setErrors(found);
    if (parsed.success && Object.keys(found).length === 0) onSubmit(parsed.data);
  };

  const slotErrors = (index: number) => ({
    date: shown[`slots.${index}.date`],
    start_time: shown[`slots.${index}.start_time`],
    length_minutes: shown[`slots.${index}.length_minutes`],
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ minHeight: 0, flex: 1 }}
    >
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {error && !error.field && <Alert severity="error">{error.message}</Alert>}
          <div>
            <FormLabel id="interview-format">How</FormLabel>
            <RadioGroup
              row
              aria-labelledby="interview-format"
              value={format}
              onChange={(event) => changeFormat(event.target.value as InterviewFormat)}
            >
              {INTERVIEW_FORMATS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={INTERVIEW_FORMAT_LABELS[value]}
                />
              ))}
            </RadioGroup>
          </div>
          <TextField
            label={LOCATION_LABELS[format]}
            value={location}
            onChange={(event) => setLocation(event.target.value)}
            error={Boolean(shown.location)}
            helperText={shown.location ?? LOCATION_HELP[format]}
            required
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          <TextField
            select
            label="Time zone"
            value={zone}
            onChange={(event) => setZone(event.target.value)}
            error={Boolean(shown.time_zone)}
            helperText={shown.time_zone ?? 'The times below are on the clocks of this zone.'}
          >
            {INTERVIEW_TIME_ZONES.map((z) => (
              <MenuItem key={z.id} value={z.id}>
                {z.label}
              </MenuItem>
            ))}
          </TextField>
          <Stack spacing={2}>
            <FormLabel component="p">Times to offer (the applicant chooses one)</FormLabel>
            {shown.slots && <Alert severity="error">{shown.slots}</Alert>}
            {slots.map((slot, index) => (
              <Stack key={index} spacing={0.5}>
                <InterviewSlotFields
                  label={`Time ${index + 1}`}
                  value={slot}
                  errors={slotErrors(index)}
                  onChange={(next) => setSlots(slots.map((s, i) => (i === index ? next : s)))}
                />
                {slots.length > 1 && (
                  <Button
                    size="small"
                    color="inherit"
                    sx={{ alignSelf: 'flex-start' }}
                    onClick={() => setSlots(slots.filter((_, i) => i !== index))}
                  >
                    Remove time {index + 1}
                  </Button>
                )}
              </Stack>
            ))}
            {slots.length < MAX_INTERVIEW_SLOTS && (
              <Button
                startIcon={<AddIcon />}
                sx={{ alignSelf: 'flex-start' }}
                onClick={() => {
                  const last = slots.at(-1) ?? firstSlot(zone);
                  setSlots([
                    ...slots,
                    { ...last, start_time: last.start_time === '15:30' ? '16:30' : '15:30' },
                  ]);
                }}
              >
                Offer another time
              </Button>
            )}
          </Stack>
          <TextField
            label="Note for the applicant (optional)"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            helperText={shown.note ?? 'What to bring, whom to ask for, how long it takes…'}
            error={Boolean(shown.note)}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions busy={busy} onCancel={onCancel} submitLabel="Send proposal" />
    </Stack>
  );
}
