import type { UserProfile, UserRole } from '@firstshift/domain';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { CheckboxFormField } from './checkbox-form-field';
import { FormSection, FullRow } from './form-section';
import { PhoneFormField } from './phone-form-field';
import { SignInEmail } from './sign-in-email-field';

type ContactValues = { phone_number?: string | null; email_notifications?: boolean | null };

type Props<T extends FieldValues & ContactValues, O = T> = {
  control: Control<T, unknown, O>;
  /** The signed-in user: the sign-in email is shown read-only, the labels follow the role. */
  profile: Pick<UserProfile, 'email' | 'role'>;
};

/** The phone input's label, and what each kind of account is emailed about. */
const LABELS: Record<UserRole, { phone: string; notifications: string }> = {
  applicant: {
    phone: 'Phone number (optional)',
    notifications: 'Email me about new job matches and application updates',
  },
  business: {
    phone: 'Phone (optional)',
    notifications: 'Email me about new applicants and account updates',
  },
};

/** A profile's Contact section: the fixed sign-in email, the phone and the email opt-in. */
export function ProfileContactSection<T extends FieldValues & ContactValues, O = T>({
  control,
  profile,
}: Props<T, O>) {
  const labels = LABELS[profile.role];
  return (
    <FormSection title="Contact">
      <SignInEmail email={profile.email} />
      <PhoneFormField
        control={control}
        name={'phone_number' as FieldPath<T>}
        label={labels.phone}
      />
      <FullRow>
        <CheckboxFormField
          control={control}
          name={'email_notifications' as FieldPath<T>}
          label={labels.notifications}
        />
      </FullRow>
    </FormSection>
  );
}
