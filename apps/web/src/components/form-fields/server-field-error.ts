import { toFormField } from '@firstshift/domain';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

/**
 * Shows a failed request under the input its `field` names (SPEC §5: business_name → name,
 * zip_code → zip…) and returns null, or returns the text for the form's alert: the server's
 * message, the network text, or `fallback` for anything that is not an ApiError.
 */
export function showServerError<T extends FieldValues>(
  error: unknown,
  fields: Readonly<Record<string, FieldPath<T>>>,
  setError: UseFormSetError<T>,
  fallback: string,
): string | null {
  if (!(error instanceof ApiError)) return fallback;
  const field = toFormField(fields, error.field);
  if (!field) return error.message;
  setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
  return null;
}
