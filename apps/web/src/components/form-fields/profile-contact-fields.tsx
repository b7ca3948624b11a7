import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { CheckboxFormField } from './checkbox-form-field';
import { FullRow } from './form-section';
import { PhoneFormField } from './phone-form-field';
import { SignInEmail } from './sign-in-email-field';

type ContactValues = { phone_number?: string | null; email_notifications?: boolean | null };

type Props<T extends FieldValues & ContactValues, O = T> = {
  control: Control<T, unknown, O>;
  /** The sign-in email, shown read-only. */
  email: string;
  phoneLabel: string;
  /** What this kind of account is emailed about. */
  notificationsLabel: string;
};

/** A profile's contact details: the fixed sign-in email, the phone and the email opt-in. */
export function ProfileContactFields<T extends FieldValues & ContactValues, O = T>({
  control,
  email,
  phoneLabel,
  notificationsLabel,
}: Props<T, O>) {
  return (
    <>
      <SignInEmail email={email} />
      <PhoneFormField control={control} name={'phone_number' as FieldPath<T>} label={phoneLabel} />
      <FullRow>
        <CheckboxFormField
          control={control}
          name={'email_notifications' as FieldPath<T>}
          label={notificationsLabel}
        />
      </FullRow>
    </>
  );
}
