import type { ForgotPasswordPayload } from '@firstshift/domain';
import { apiRequest } from '../../../lib/api-client';

export const RESET_LINK_FAILED_MESSAGE = 'Could not send the reset link. Please try again.';

/** POST /auth/forgot-password: answers the same whether or not the email has an account. */
export function requestResetLink(payload: ForgotPasswordPayload): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/auth/forgot-password', {
    method: 'POST',
    body: payload,
    fallbackMessage: RESET_LINK_FAILED_MESSAGE,
  });
}
