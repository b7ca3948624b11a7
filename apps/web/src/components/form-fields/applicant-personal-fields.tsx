import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextFormField } from './text-form-field';

type PersonalField = 'first_name' | 'last_name' | 'date_of_birth';

/** Form values that hold an applicant's name and birth date under the shared names. */
export type ApplicantPersonalFormValues = Partial<Record<PersonalField, string | null>>;

const today = () => new Date().toISOString().slice(0, 10);

/** First name, last name and date of birth (the picker stops at today), all required. */
export function ApplicantPersonalFields<
  T extends FieldValues & ApplicantPersonalFormValues,
  O = T,
>({ control }: { control: Control<T, unknown, O> }) {
  const field = (name: PersonalField, autoComplete: string) => ({
    control,
    name: name as FieldPath<T>,
    autoComplete,
    required: true,
  });
  return (
    <>
      <TextFormField {...field('first_name', 'given-name')} label="First name" />
      <TextFormField {...field('last_name', 'family-name')} label="Last name" />
      <TextFormField
        {...field('date_of_birth', 'bday')}
        label="Date of birth"
        type="date"
        helperText="A business you apply to sees your age, never this date."
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: '1900-01-01', max: today() },
        }}
      />
    </>
  );
}
