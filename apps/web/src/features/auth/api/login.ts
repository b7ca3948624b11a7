import { loginResponseSchema, type LoginPayload, type LoginResponse } from '@firstshift/domain';
import { API_BASE, ApiError, apiRequest } from '../../../lib/api-client';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password. Please try again.';
export const LOGIN_FAILED_MESSAGE = 'Login failed. Please try again.';

/** Where the browser goes to start Google sign-in; the server answers this path itself. */
export const GOOGLE_LOGIN_HREF = `${API_BASE}/auth/google/login?role=applicant`;

/**
 * POST /auth/login. Throws ApiError with the server's message or, when the answer carries none,
 * the SPEC §8 text for its status (status 0 when the network failed).
 */
export async function login(payload: LoginPayload): Promise<LoginResponse> {
  let body: unknown;
  try {
    body = await apiRequest<unknown>('/auth/login', {
      method: 'POST',
      body: payload,
      fallbackMessage: LOGIN_FAILED_MESSAGE,
    });
  } catch (error) {
    // The client only knows one fallback text; a bare 401 gets the wrong-credentials one.
    if (
      error instanceof ApiError &&
      error.status === 401 &&
      error.message === LOGIN_FAILED_MESSAGE
    ) {
      throw new ApiError(401, INVALID_CREDENTIALS_MESSAGE, error.field);
    }
    throw error;
  }
  return loginResponseSchema.parse(body);
}
