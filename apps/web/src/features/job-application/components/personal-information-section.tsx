import type { ApplyFormInput, ApplyFormValues } from '@firstshift/domain';
import type { Control } from 'react-hook-form';
import { FormSection } from '../../../components/form-fields/form-section';
import { PhoneFormField } from '../../../components/form-fields/phone-form-field';
import { TextFormField } from '../../../components/form-fields/text-form-field';

type Props = { control: Control<ApplyFormInput, unknown, ApplyFormValues> };

/** First name, last name, email and phone, all marked * (SPEC §5; the server checks them). */
export function PersonalInformationSection({ control }: Props) {
  return (
    <FormSection title="Personal Information">
      <TextFormField
        control={control}
        name="first_name"
        label="First name"
        autoComplete="given-name"
        required
      />
      <TextFormField
        control={control}
        name="last_name"
        label="Last name"
        autoComplete="family-name"
        required
      />
      <TextFormField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
      />
      <PhoneFormField control={control} name="phone_number" label="Phone" required />
    </FormSection>
  );
}
