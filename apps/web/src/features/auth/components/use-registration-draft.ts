import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { type KeptDraft, useKeptDraft } from '../../../components/form-fields/use-kept-draft';

export const PASSWORD_NOT_KEPT = 'Enter your password again: it is not kept.';

/**
 * Never kept: the password and its confirmation, and the acceptance of the terms, which is given
 * afresh (decision 107). The email opt-in is kept: an untick is never turned back into a yes.
 */
const LEFT_OUT = ['password', 'confirm_password', 'terms_accepted'];

/**
 * Keeps what a newcomer typed into a registration form in this tab (decision 107): Back from the
 * terms, a reload or a crashed tab loses none of it but the password.
 */
export function useRegistrationDraft<T extends FieldValues, C, U>(
  form: UseFormReturn<T, C, U>,
  role: 'applicant' | 'business',
): KeptDraft {
  return useKeptDraft(form, {
    name: `register.${role}`,
    leaveOut: LEFT_OUT,
    leftOutMessage: PASSWORD_NOT_KEPT,
  });
}
