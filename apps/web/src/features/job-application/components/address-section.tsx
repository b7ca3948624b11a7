import Box from '@mui/material/Box';
import type { ApplyFormInput, ApplyFormValues } from '@firstshift/domain';
import type { Control } from 'react-hook-form';
import { FormSection, FullRow } from '../../../components/form-fields/form-section';
import { StateSelectField } from '../../../components/form-fields/state-select-field';
import { TextFormField } from '../../../components/form-fields/text-form-field';

type Props = { control: Control<ApplyFormInput, unknown, ApplyFormValues> };

/** Street, city, state and ZIP, all marked * (SPEC §5). */
export function AddressSection({ control }: Props) {
  return (
    <FormSection title="Address">
      <FullRow>
        <TextFormField
          control={control}
          name="street_address"
          label="Street address"
          autoComplete="street-address"
          required
        />
      </FullRow>
      <TextFormField
        control={control}
        name="city"
        label="City"
        autoComplete="address-level2"
        required
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' } }}>
        <StateSelectField control={control} name="state" autoComplete="address-level1" required />
        <TextFormField
          control={control}
          name="zip_code"
          label="ZIP"
          autoComplete="postal-code"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        />
      </Box>
    </FormSection>
  );
}
