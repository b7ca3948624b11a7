import Box from '@mui/material/Box';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { StateSelectField } from './state-select-field';
import { TextFormField } from './text-form-field';

type AddressPart = 'line1' | 'line2' | 'city' | 'state' | 'zip';

/** The inputs' names in the profile and registration bodies (SPEC §3). */
const PROFILE_ADDRESS = {
  line1: 'address_line1',
  line2: 'address_line2',
  city: 'city',
  state: 'state',
  zip: 'zip_code',
} as const;

type Props<T extends FieldValues, O = T> = {
  control: Control<T, unknown, O>;
  /** The form's names for the parts, when not those of a profile (a job's location_*). */
  names?: Record<AddressPart, FieldPath<T>>;
  /** Marks line 1, city, state and ZIP required (a business or job address). */
  required: boolean;
  disabled?: boolean;
  /** Browser autofill section, e.g. "shipping" or "work"; plain address fields when absent. */
  autoCompleteSection?: string;
};

/**
 * Address line 1 and 2, city, state and ZIP. Two columns from the small breakpoint up; the
 * lines span the whole row, city takes one column and state with ZIP share the other. The
 * address takes a whole row of its form section.
 */
export function AddressFields<T extends FieldValues, O = T>({
  control,
  names = PROFILE_ADDRESS as Record<AddressPart, FieldPath<T>>,
  required,
  disabled,
  autoCompleteSection,
}: Props<T, O>) {
  const part = (name: AddressPart, token: string, isRequired = required) => ({
    control,
    name: names[name],
    autoComplete: autoCompleteSection ? `${autoCompleteSection} ${token}` : token,
    required: isRequired,
    disabled,
  });
  return (
    <Box
      sx={{
        gridColumn: '1 / -1',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
      }}
    >
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextFormField {...part('line1', 'address-line1')} label="Address line 1" />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextFormField
          {...part('line2', 'address-line2', false)}
          label="Address line 2 (optional)"
        />
      </Box>
      <TextFormField {...part('city', 'address-level2')} label="City" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' } }}>
        <StateSelectField {...part('state', 'address-level1')} />
        <TextFormField
          {...part('zip', 'postal-code')}
          label="ZIP"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        />
      </Box>
    </Box>
  );
}
