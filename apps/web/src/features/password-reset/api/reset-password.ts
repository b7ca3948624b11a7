import type { ResetPasswordPayload, ResetPasswordResponse } from '@firstshift/domain';
import { apiRequest } from '../../../lib/api-client';

export const RESET_FAILED_MESSAGE = 'Could not reset your password. Please try again.';

/** POST /auth/reset-password with the token of the mailed link. */
export function resetPassword(payload: ResetPasswordPayload): Promise<ResetPasswordResponse> {
  return apiRequest<ResetPasswordResponse>('/auth/reset-password', {
    method: 'POST',
    body: payload,
    fallbackMessage: RESET_FAILED_MESSAGE,
  });
}
