import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { PasswordFormField } from './password-form-field';

/** Form values that choose a password (named `password` or `new_password`) and confirm it. */
export type NewPasswordFormValues = { confirm_password?: string | null };

export const PASSWORD_RULE_HINT = 'At least 8 characters, with letters and numbers.';

type Props<T extends FieldValues & NewPasswordFormValues, O = T> = {
  control: Control<T, unknown, O>;
  /** The payload's name for the new password. */
  name?: 'password' | 'new_password';
  /** "Password" when signing up, "New password" when replacing one; the confirm label follows. */
  label?: string;
  /** Shows the password rule under the first input until an error replaces it. */
  showRule?: boolean;
};

/** A new password and the same password again, both required. */
export function NewPasswordFields<T extends FieldValues & NewPasswordFormValues, O = T>({
  control,
  name = 'password',
  label = 'Password',
  showRule = true,
}: Props<T, O>) {
  return (
    <>
      <PasswordFormField
        control={control}
        name={name as FieldPath<T>}
        label={label}
        required
        helperText={showRule ? PASSWORD_RULE_HINT : undefined}
      />
      <PasswordFormField
        control={control}
        name={'confirm_password' as FieldPath<T>}
        label={`Confirm ${label.toLowerCase()}`}
        required
      />
    </>
  );
}
