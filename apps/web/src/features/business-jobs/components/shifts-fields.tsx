import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type JobFormInput,
  type JobFormValues,
  MAX_SCHEDULE_NOTE,
  MAX_SHIFTS,
  SCHEDULE_SEASON_LABELS,
  SCHEDULE_SEASONS,
  type Shift,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type WorkSchedule,
  describeSchedule,
  hazardsForAge,
  opensToYoungWorkers,
  toBusinessCategory,
  BUSINESS_CATEGORIES,
  workScheduleSchema,
  youngWorkerConflicts,
} from '@firstshift/domain';
import { useId } from 'react';
import { type Control, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { CheckboxFormField } from '../../../components/form-fields/checkbox-form-field';
import { choiceSelectField } from '../../../components/form-fields/choice-select-field';
import { TextFormField } from '../../../components/form-fields/text-form-field';

type Props = {
  control: Control<JobFormInput, unknown, JobFormValues>;
  disabled: boolean;
};

const DaySelect = choiceSelectField(
  { label: 'Day', placeholder: 'Choose a day' },
  WEEKDAYS.map((day) => ({ value: day, text: WEEKDAY_LABELS[day] })),
);
const SeasonSelect = choiceSelectField(
  { label: 'When in the year', placeholder: 'Choose when the job runs' },
  SCHEDULE_SEASONS.map((season) => ({ value: season, text: SCHEDULE_SEASON_LABELS[season] })),
);

/**
 * On a phone a time field is a third of the row: the browser's clock button would cut the time
 * short ("03:30 PI"), and tapping the field opens the phone's own time picker anyway.
 */
const TIME_FIELD = {
  '& input::-webkit-calendar-picker-indicator': { display: { xs: 'none', sm: 'block' } },
} as const;

/** A shift's two times, each with its label. */
const SHIFT_TIMES = [
  ['start', 'Starts'],
  ['end', 'Ends'],
] as const;

/** The next shift to add: the last one's hours on the next day, or after school on Monday. */
function nextShift(shifts: readonly Partial<Shift>[]): Shift {
  const last = shifts.at(-1);
  if (!last) return { day: 'mon', start: '15:30', end: '18:30' };
  const at = last.day ? WEEKDAYS.indexOf(last.day) : -1;
  const day = WEEKDAYS[(at + 1) % WEEKDAYS.length] ?? 'mon';
  return { day, start: last.start ?? '15:30', end: last.end ?? '18:30' };
}

/** The category code of the form's category (a display name), for its hazards. */
function categoryCode(name: string | undefined) {
  const category = toBusinessCategory(name ?? '');
  return BUSINESS_CATEGORIES.find((c) => c.name === category)?.code;
}

const SHIFTS_ERROR_ID = 'work-schedule-error';

/**
 * Brings the server's refusal of the shifts into view and gives it the focus (a screen reader
 * reads it), once it has rendered: it stands under the shifts, far above the buttons pressed.
 */
export function revealShiftsError() {
  requestAnimationFrame(() => {
    const error = document.getElementById(SHIFTS_ERROR_ID);
    error?.scrollIntoView({ block: 'center' });
    error?.focus();
  });
}

/**
 * The job's shifts (decision 066): a row per shift (day, start, end), when in the year, flexible
 * hours and a note; beneath, the shifts in plain words and, for a job open to 14- and
 * 15-year-olds, whether they keep the federal rules for their hours, each conflict explained
 * before Save & Publish is pressed, and the duties of this kind of work the young may not do.
 */
export function ShiftsFields({ control, disabled }: Props) {
  const common = { control, disabled };
  const { fields, append, remove } = useFieldArray({ control, name: 'work_schedule.shifts' });
  const schedule = useWatch({ control, name: 'work_schedule' });
  const minimumAge = useWatch({ control, name: 'minimum_age_required' });
  const category = useWatch({ control, name: 'business_category' });
  const { errors } = useFormState({ control, name: 'work_schedule' });
  const serverError = errors.work_schedule?.message;

  // What the rows say, once every row is a whole shift; nothing while one is half typed.
  const parsed = workScheduleSchema.safeParse(schedule);
  const checked: WorkSchedule | undefined = parsed.success ? parsed.data : undefined;
  const age = Number(minimumAge);
  const young = Number.isInteger(age) && age > 0 && opensToYoungWorkers(age);
  const conflicts = checked && young ? youngWorkerConflicts(checked) : [];
  // The rows of the days a rule is broken on are marked, and point at the explanation below.
  const flaggedDays = new Set(conflicts.flatMap((conflict) => conflict.day ?? []));
  const conflictsId = useId();
  const code = categoryCode(category);
  const hazards = code && Number.isInteger(age) && age > 0 ? hazardsForAge(code, age) : [];
  // As the job's page will say them: the shifts, their season, flexible hours and the note.
  const plainWords = checked ? describeSchedule(checked) : '';
  // A job open to 14- and 15-year-olds goes on the board only with shifts to check.
  const shiftsNeeded = young && fields.length === 0;

  return (
    <Stack spacing={2}>
      {fields.length === 0 && (
        <Typography variant="body2" color="textSecondary">
          {disabled
            ? 'No shifts listed.'
            : shiftsNeeded
              ? 'No shifts yet. A job open to 14- and 15-year-olds needs its shifts to go on the board: add the days and hours it is worked, and they are checked against the federal rules for their hours.'
              : 'No shifts yet. Add the days and hours the job is worked, so that students can find jobs that fit their week.'}
        </Typography>
      )}
      {fields.map((field, index) => {
        const day = schedule?.shifts[index]?.day;
        const flagged = day !== undefined && flaggedDays.has(day);
        return (
          <Box
            key={field.id}
            role="group"
            aria-label={`Shift ${index + 1}`}
            aria-describedby={flagged ? conflictsId : undefined}
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr 1fr auto', sm: '2fr 1fr 1fr auto' },
              ...(flagged && { borderLeft: 4, borderColor: 'warning.main', pl: 1.5 }),
            }}
          >
            <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
              <DaySelect {...common} name={`work_schedule.shifts.${index}.day`} required />
            </Box>
            {SHIFT_TIMES.map(([part, label]) => (
              <TextFormField
                key={part}
                {...common}
                name={`work_schedule.shifts.${index}.${part}`}
                label={label}
                type="time"
                required
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
                sx={TIME_FIELD}
              />
            ))}
            {!disabled && (
              <IconButton
                aria-label={`Remove shift ${index + 1}`}
                onClick={() => remove(index)}
                sx={{ mt: 0.5 }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            )}
            {flagged && (
              <Typography variant="caption" sx={{ gridColumn: '1 / -1', mt: -1, fontWeight: 600 }}>
                This day breaks a rule for 14- and 15-year-olds: see below.
              </Typography>
            )}
          </Box>
        );
      })}
      {!disabled && (
        <Box>
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            onClick={() => append(nextShift(schedule?.shifts ?? []))}
            disabled={fields.length >= MAX_SHIFTS}
          >
            Add a shift
          </Button>
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SeasonSelect {...common} name="work_schedule.season" />
        <TextFormField
          {...common}
          name="work_schedule.note"
          label="Note about the hours"
          placeholder="e.g. Closed on holidays"
          slotProps={{ htmlInput: { maxLength: MAX_SCHEDULE_NOTE } }}
        />
      </Box>
      <CheckboxFormField
        {...common}
        name="work_schedule.flexible"
        label="Hours can be arranged with the worker (flexible)"
      />
      {plainWords && (
        <Typography variant="body2">
          <strong>Shown to applicants as:</strong> {plainWords}
        </Typography>
      )}
      {/* The server's refusal stands until the shifts it refused are changed to fit. */}
      {serverError && (conflicts.length > 0 || !checked || shiftsNeeded) && (
        <FormHelperText error id={SHIFTS_ERROR_ID} tabIndex={-1}>
          {serverError}
        </FormHelperText>
      )}
      {conflicts.length > 0 && (
        <Alert severity="warning" role="status" id={conflictsId}>
          <AlertTitle>These hours break the federal rules for 14- and 15-year-olds</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {conflicts.map((conflict) => (
              <li key={`${conflict.rule}-${conflict.day ?? 'week'}-${conflict.message}`}>
                {conflict.message}
              </li>
            ))}
          </Box>
          Change the shifts, or choose a minimum age of 16 or more, before you publish. State rules,
          which may be stricter, are not checked.
        </Alert>
      )}
      {checked && young && conflicts.length === 0 && checked.shifts.length > 0 && (
        <Alert severity="success" role="status">
          These hours fit the federal rules for 14- and 15-year-olds (29 CFR 570.35, with school
          from 8 am to 3 pm on weekdays). The job page will say so. State rules, which may be
          stricter, are not checked.
        </Alert>
      )}
      {hazards.length > 0 && (
        <Alert severity="info">
          <AlertTitle>Duties the youngest applicants may not do</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {hazards.map((hazard) => (
              <li key={hazard.duty}>
                {hazard.duty}: not under {hazard.under} ({hazard.source}).
              </li>
            ))}
          </Box>
          Leave these out of the work you give anyone younger.
        </Alert>
      )}
    </Stack>
  );
}
