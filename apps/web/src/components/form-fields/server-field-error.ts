import { toFormField } from '@firstshift/domain';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

/**
 * Shows a failed request under the input its `field` names (SPEC §5; the inputs carry the
 * payload's names) and returns null, or returns the text for the form's alert: the server's
 * message, the network text, or `fallback` for anything that is not an ApiError.
 */
export function showServerError<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
  fallback: string,
): string | null {
  if (!(error instanceof ApiError)) return fallback;
  const field = toFormField(form.getValues(), error.field);
  if (!field) return error.message;
  form.setError(
    field as FieldPath<T>,
    { type: 'server', message: error.message },
    { shouldFocus: true },
  );
  return null;
}
