import Stack from '@mui/material/Stack';
import {
  JOB_TITLE_MAX_LENGTH,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  MINIMUM_AGES,
  WORK_FORMAT_LABELS,
  WORK_FORMATS,
  type JobFormInput,
  type JobFormValues,
  earliestToday,
} from '@firstshift/domain';
import type { Control } from 'react-hook-form';
import { AddressFields } from '../../../components/form-fields/address-fields';
import { BusinessCategorySelectField } from '../../../components/form-fields/business-category-select-field';
import { choiceSelectField } from '../../../components/form-fields/choice-select-field';
import { CheckboxFormField } from '../../../components/form-fields/checkbox-form-field';
import { FormSection, FullRow } from '../../../components/form-fields/form-section';
import { TextFormField } from '../../../components/form-fields/text-form-field';
import { ShiftsFields } from './shifts-fields';

type Props = {
  control: Control<JobFormInput, unknown, JobFormValues>;
  /** The view route: every input disabled (SPEC §2). */
  disabled: boolean;
};

const LIST_HINT = 'One per line (or separated by commas).';

/** The `<option>`s of a select: each value with its label. */
/** The form's fixed choices: the value the API takes, and the text a business reads. */
const choices = <V extends string | number>(values: readonly V[], text: (value: V) => string) =>
  values.map((value) => ({ value: String(value), text: text(value) }));

const JobTypeSelect = choiceSelectField(
  { label: 'Job type', placeholder: 'Choose a job type' },
  choices(JOB_TYPES, (type) => JOB_TYPE_LABELS[type]),
);
const WorkFormatSelect = choiceSelectField(
  { label: 'Work format', placeholder: 'Choose a work format' },
  choices(WORK_FORMATS, (format) => WORK_FORMAT_LABELS[format]),
);
const MinimumAgeSelect = choiceSelectField(
  { label: 'Minimum age', placeholder: 'Choose a minimum age' },
  choices(MINIMUM_AGES, (age) => `${String(age)}+`),
);

/** The free-text lists after the description; the first spans the row. */
const LIST_FIELDS = [
  { name: 'key_responsibilities', label: 'Key responsibilities' },
  { name: 'requirements_qualifications', label: 'Requirements & qualifications' },
  { name: 'offerings', label: 'What we offer' },
] as const;

const PAY_AND_SCHEDULE_FIELDS = [
  {
    name: 'compensation',
    label: 'Compensation',
    placeholder: 'e.g. $15/hour, $500 stipend or Unpaid',
  },
  { name: 'schedule', label: 'Schedule', placeholder: 'e.g. Weekends, 9am–1pm' },
  { name: 'duration', label: 'Duration', placeholder: 'e.g. Summer, 3 months' },
] as const;

const WHO_CAN_APPLY_FIELDS = [
  { name: 'high_school_students_welcome', label: 'High school students welcome' },
  { name: 'after_school_hours_available', label: 'After-school hours available' },
  { name: 'previous_experience_required', label: 'Previous experience required' },
] as const;

/** The job's address inputs: line 1 and 2 make the payload's location_street. */
const JOB_ADDRESS = {
  line1: 'location_street',
  line2: 'location_street_line2',
  city: 'location_city',
  state: 'location_state',
  zip: 'location_zip',
} as const;

/** Every input of the job form, in the order a business thinks about a job. */
export function JobFormFields({ control, disabled }: Props) {
  const common = { control, disabled };
  // Guidance for filling in the form; read-only, it would be noise (and greyed out to illegibility).
  const hint = (text: string) => (disabled ? undefined : text);
  return (
    <>
      <FormSection title="The job">
        <FullRow>
          <TextFormField
            {...common}
            name="title"
            label="Job title"
            required
            placeholder="e.g. Weekend Barista"
            slotProps={{ htmlInput: { maxLength: JOB_TITLE_MAX_LENGTH } }}
          />
        </FullRow>
        <JobTypeSelect {...common} name="job_type" required />
        <BusinessCategorySelectField
          {...common}
          name="business_category"
          label="Category"
          required
        />
        <WorkFormatSelect {...common} name="work_format" required />
        <MinimumAgeSelect {...common} name="minimum_age_required" required />
      </FormSection>

      <FormSection
        title="Where"
        description="Where the work happens (for virtual jobs, your business address)."
      >
        <AddressFields {...common} names={JOB_ADDRESS} required autoCompleteSection="section-job" />
      </FormSection>

      <FormSection title="About the job">
        <FullRow>
          <TextFormField
            {...common}
            name="description"
            label="Job description"
            required
            multiline
            minRows={4}
            helperText={hint('What the job is, who it suits and what a day looks like.')}
          />
        </FullRow>
        {LIST_FIELDS.map(({ name, label }, index) => {
          const field = (
            <TextFormField
              key={name}
              {...common}
              name={name}
              label={label}
              multiline
              minRows={3}
              helperText={hint(LIST_HINT)}
            />
          );
          return index === 0 ? <FullRow key={name}>{field}</FullRow> : field;
        })}
      </FormSection>

      <FormSection title="Pay and schedule">
        {PAY_AND_SCHEDULE_FIELDS.map((field) => (
          <TextFormField key={field.name} {...common} {...field} />
        ))}
        <TextFormField
          {...common}
          name="application_deadline"
          label="Application deadline"
          type="date"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliestToday() } }}
          helperText={hint('Optional. The job leaves the board once this day has ended.')}
        />
        <FullRow>
          <TextFormField
            {...common}
            name="contact_email"
            label="Contact email"
            type="email"
            required
            autoComplete="email"
            helperText={hint('Where questions about this job go.')}
          />
        </FullRow>
      </FormSection>

      <FormSection
        title="Shifts"
        description="The days and hours the job is worked. For a job open to 14- and 15-year-olds they are checked against the federal rules for their hours."
      >
        <FullRow>
          <ShiftsFields {...common} />
        </FullRow>
      </FormSection>

      <FormSection title="Who can apply">
        <FullRow>
          <Stack>
            {WHO_CAN_APPLY_FIELDS.map((field) => (
              <CheckboxFormField key={field.name} {...common} {...field} />
            ))}
          </Stack>
        </FullRow>
      </FormSection>
    </>
  );
}
