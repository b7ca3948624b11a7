import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { PasswordFormField } from './password-form-field';

/** Form values that choose a password under the shared names. */
export type NewPasswordFormValues = {
  password?: string | null;
  confirmPassword?: string | null;
};

export const PASSWORD_RULE_HINT = 'At least 8 characters, with letters and numbers.';

type Props<T extends FieldValues & NewPasswordFormValues, O = T> = {
  control: Control<T, unknown, O>;
  /** "Password" when signing up, "New password" when replacing one; the confirm label follows. */
  label?: string;
  /** Shows the password rule under the first input until an error replaces it. */
  showRule?: boolean;
};

/** A new password and the same password again, both required. */
export function NewPasswordFields<T extends FieldValues & NewPasswordFormValues, O = T>({
  control,
  label = 'Password',
  showRule = true,
}: Props<T, O>) {
  return (
    <>
      <PasswordFormField
        control={control}
        name={'password' as FieldPath<T>}
        label={label}
        required
        helperText={showRule ? PASSWORD_RULE_HINT : undefined}
      />
      <PasswordFormField
        control={control}
        name={'confirmPassword' as FieldPath<T>}
        label={`Confirm ${label.toLowerCase()}`}
        required
      />
    </>
  );
}
