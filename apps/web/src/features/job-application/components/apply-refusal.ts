import { ApiError } from '../../../lib/api-client';
import { APPLICATION_FAILED_MESSAGE } from './apply-result-snackbar';

/**
 * How the page answers a failed application. Only a failure that may pass on another try (the
 * network, the server, a rate limit) keeps SPEC §8's "Application failed. Please try again.";
 * a refusal that another try cannot change is shown as the server's reason:
 * - `ineligible`: the job closed (404), the applicant already applied (409), is too young or
 *   has no date of birth (400 on date_of_birth), or is not an applicant (403): no form is left;
 * - `fixable`: something in the form (a field, the resume), which the applicant can change.
 */
export type ApplyFailureKind = 'retry' | 'ineligible' | 'fixable';

export function applyFailureKind(error: unknown): ApplyFailureKind {
  if (!(error instanceof ApiError)) return 'retry';
  const { status, field } = error;
  if (status === 0 || status === 429 || status >= 500) return 'retry';
  if (status === 404 || status === 409 || status === 403) return 'ineligible';
  if (status === 400 && field === 'date_of_birth') return 'ineligible';
  return 'fixable';
}

/** The snackbar's text for a failure. */
export function snackbarMessage(error: unknown, fallback: string): string {
  if (applyFailureKind(error) === 'retry') return APPLICATION_FAILED_MESSAGE;
  return error instanceof Error && error.message ? error.message : fallback;
}
