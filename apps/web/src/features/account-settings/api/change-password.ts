import {
  loginResponseSchema,
  type ChangePasswordPayload,
  type LoginResponse,
} from '@firstshift/domain';
import { apiRequest } from '../../../lib/api-client';

export const CHANGE_PASSWORD_FAILED_MESSAGE = 'Could not change your password. Please try again.';

/**
 * PUT /auth/password. Changing the password ends every session, this one included: the answer
 * is a fresh sign-in for this browser.
 */
export async function changePassword(payload: ChangePasswordPayload): Promise<LoginResponse> {
  const body = await apiRequest<unknown>('/auth/password', {
    method: 'PUT',
    body: payload,
    fallbackMessage: CHANGE_PASSWORD_FAILED_MESSAGE,
  });
  return loginResponseSchema.parse(body);
}
