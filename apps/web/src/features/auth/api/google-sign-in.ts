import { googleExchangeResponseSchema, type GoogleExchangeResponse } from '@firstshift/domain';
import { apiRequest } from '../../../lib/api-client';
import { GOOGLE_LOGIN_HREF } from './login';

export const GOOGLE_EXCHANGE_FAILED_MESSAGE = 'Google sign-in failed. Please try again.';

/** Where "Continue with Google" sends the browser, carrying the page to return to and Remember me. */
export function googleLoginHref({ next, remember }: { next?: string | null; remember?: boolean }) {
  const query = new URLSearchParams();
  if (next) query.set('next', next);
  if (remember) query.set('remember', 'true');
  const extra = query.toString();
  return extra ? `${GOOGLE_LOGIN_HREF}&${extra}` : GOOGLE_LOGIN_HREF;
}

/** POST /auth/google/exchange: the one-time code from the callback becomes a session. */
export async function exchangeGoogleCode(code: string): Promise<GoogleExchangeResponse> {
  const body = await apiRequest<unknown>('/auth/google/exchange', {
    method: 'POST',
    body: { code },
    fallbackMessage: GOOGLE_EXCHANGE_FAILED_MESSAGE,
  });
  return googleExchangeResponseSchema.parse(body);
}
