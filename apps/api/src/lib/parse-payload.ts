import { UNSAFE_TEXT_MESSAGE, fieldErrors, findUnsafeText } from '@firstshift/domain';
import type { z } from 'zod';
import { HttpError } from './http-error';

/**
 * 400 with the first issue's message and field, and every field's first message. Unsafe text
 * (NUL, broken Unicode) anywhere in `body` is refused first, whatever the schema says of it.
 */
export function parsePayload<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const unsafe = findUnsafeText(body);
  if (unsafe !== null) throw new HttpError(400, UNSAFE_TEXT_MESSAGE, unsafe || undefined);
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const [first] = errors;
  throw new HttpError(400, first?.message ?? 'Invalid request', first?.field || undefined, errors);
}
