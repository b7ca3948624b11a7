import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextFormField } from './text-form-field';

/** Form values that hold an applicant's name and birth date under the shared names. */
export type ApplicantPersonalFormValues = {
  first_name?: string | null;
  last_name?: string | null;
  date_of_birth?: string | null;
};

type Props<T extends FieldValues & ApplicantPersonalFormValues, O = T> = {
  control: Control<T, unknown, O>;
};

const today = () => new Date().toISOString().slice(0, 10);

/** First name, last name and date of birth (the picker stops at today), all required. */
export function ApplicantPersonalFields<
  T extends FieldValues & ApplicantPersonalFormValues,
  O = T,
>({ control }: Props<T, O>) {
  const name = (field: keyof ApplicantPersonalFormValues) => field as FieldPath<T>;
  return (
    <>
      <TextFormField
        control={control}
        name={name('first_name')}
        label="First name"
        autoComplete="given-name"
        required
      />
      <TextFormField
        control={control}
        name={name('last_name')}
        label="Last name"
        autoComplete="family-name"
        required
      />
      <TextFormField
        control={control}
        name={name('date_of_birth')}
        label="Date of birth"
        type="date"
        autoComplete="bday"
        required
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: '1900-01-01', max: today() },
        }}
      />
    </>
  );
}
