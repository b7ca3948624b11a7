import {
  loginResponseSchema,
  type ApplicantRegistrationPayload,
  type BusinessRegistrationPayload,
  type LoginResponse,
} from '@firstshift/domain';
import { apiRequest } from '../../../lib/api-client';

/** SPEC §8: the server's message, or this when the answer carries none. */
export const REGISTRATION_FAILED_MESSAGE = 'Registration failed';

/** POST /auth/register/business: the new business is signed in at once. */
export async function registerBusiness(
  payload: BusinessRegistrationPayload,
): Promise<LoginResponse> {
  const body = await apiRequest<unknown>('/auth/register/business', {
    method: 'POST',
    body: payload,
    fallbackMessage: REGISTRATION_FAILED_MESSAGE,
  });
  return loginResponseSchema.parse(body);
}

export type RegisteredApplicant = { id: number; email: string };

/** POST /auth/register/applicant: the applicant signs in afterwards. */
export async function registerApplicant(
  payload: ApplicantRegistrationPayload,
): Promise<RegisteredApplicant> {
  return apiRequest<RegisteredApplicant>('/auth/register/applicant', {
    method: 'POST',
    body: payload,
    fallbackMessage: REGISTRATION_FAILED_MESSAGE,
  });
}
