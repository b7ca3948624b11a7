import Stack from '@mui/material/Stack';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { CheckboxFormField } from '../../../components/form-fields/checkbox-form-field';

/** The sign-up forms' terms checkbox text. */
export const TERMS_LABEL = 'I accept the Terms of Service and Privacy Policy';

type ConsentValues = { email_notifications?: boolean | null; terms_accepted?: boolean | null };

type Props<T extends FieldValues & ConsentValues, O = T> = {
  control: Control<T, unknown, O>;
  /** What this kind of account is emailed about. */
  notificationsLabel: string;
};

/** The end of a sign-up form: the optional email opt-in, then the required terms. */
export function RegistrationConsentFields<T extends FieldValues & ConsentValues, O = T>({
  control,
  notificationsLabel,
}: Props<T, O>) {
  return (
    <Stack spacing={0.5}>
      <CheckboxFormField
        control={control}
        name={'email_notifications' as FieldPath<T>}
        label={notificationsLabel}
      />
      <CheckboxFormField
        control={control}
        name={'terms_accepted' as FieldPath<T>}
        label={TERMS_LABEL}
        required
      />
    </Stack>
  );
}
