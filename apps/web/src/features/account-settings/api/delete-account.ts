import type { DeleteAccountPayload } from '@firstshift/domain';
import { apiRequest } from '../../../lib/api-client';

export const DELETE_ACCOUNT_FAILED_MESSAGE = 'Could not delete your account. Please try again.';

/** DELETE /auth/account; the password confirms it (null for an account made with Google). */
export async function deleteAccount(payload: DeleteAccountPayload): Promise<void> {
  await apiRequest<unknown>('/auth/account', {
    method: 'DELETE',
    body: payload,
    fallbackMessage: DELETE_ACCOUNT_FAILED_MESSAGE,
  });
}
