import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { BusinessCategorySelectField } from './business-category-select-field';
import { FullRow } from './form-section';
import { TextFormField } from './text-form-field';

type DetailsField = 'business_name' | 'business_category' | 'business_description';

/** Form values that describe a business under the shared names. */
export type BusinessDetailsFormValues = Partial<Record<DetailsField, string | null>>;

type Props<T extends FieldValues & BusinessDetailsFormValues, O = T> = {
  control: Control<T, unknown, O>;
  descriptionRows: number;
  /** Shown under the description until an error replaces it. */
  descriptionHint?: string;
};

/** Business name and category, then the optional description across the whole row. */
export function BusinessDetailsFields<T extends FieldValues & BusinessDetailsFormValues, O = T>({
  control,
  descriptionRows,
  descriptionHint,
}: Props<T, O>) {
  const name = (field: DetailsField) => field as FieldPath<T>;
  return (
    <>
      <TextFormField
        control={control}
        name={name('business_name')}
        label="Business name"
        autoComplete="organization"
        required
      />
      <BusinessCategorySelectField control={control} name={name('business_category')} required />
      <FullRow>
        <TextFormField
          control={control}
          name={name('business_description')}
          label="Business description (optional)"
          multiline
          minRows={descriptionRows}
          helperText={descriptionHint}
        />
      </FullRow>
    </>
  );
}
