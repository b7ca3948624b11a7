import Box from '@mui/material/Box';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { StateSelectField } from './state-select-field';
import { TextFormField } from './text-form-field';

/** Form values that hold an address under the shared names. */
export type AddressFormValues = {
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
};

type Props<T extends FieldValues & AddressFormValues, O = T> = {
  control: Control<T, unknown, O>;
  /** Marks line 1, city, state and ZIP required (a business or job address). */
  required: boolean;
  disabled?: boolean;
  /** Browser autofill section, e.g. "shipping" or "work"; plain address fields when absent. */
  autoCompleteSection?: string;
};

/**
 * Address line 1 and 2, city, state and ZIP. Two columns from the small breakpoint up; the
 * lines span the whole row, city takes one column and state with ZIP share the other.
 */
export function AddressFields<T extends FieldValues & AddressFormValues, O = T>({
  control,
  required,
  disabled,
  autoCompleteSection,
}: Props<T, O>) {
  const auto = (token: string) => (autoCompleteSection ? `${autoCompleteSection} ${token}` : token);
  const name = (field: keyof AddressFormValues) => field as FieldPath<T>;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
      }}
    >
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextFormField
          control={control}
          name={name('addressLine1')}
          label="Address line 1"
          autoComplete={auto('address-line1')}
          required={required}
          disabled={disabled}
        />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextFormField
          control={control}
          name={name('addressLine2')}
          label="Address line 2 (optional)"
          autoComplete={auto('address-line2')}
          disabled={disabled}
        />
      </Box>
      <TextFormField
        control={control}
        name={name('city')}
        label="City"
        autoComplete={auto('address-level2')}
        required={required}
        disabled={disabled}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' } }}>
        <StateSelectField
          control={control}
          name={name('state')}
          autoComplete={auto('address-level1')}
          required={required}
          disabled={disabled}
        />
        <TextFormField
          control={control}
          name={name('zip')}
          label="ZIP"
          autoComplete={auto('postal-code')}
          required={required}
          disabled={disabled}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        />
      </Box>
    </Box>
  );
}
