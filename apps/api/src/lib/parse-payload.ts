import { fieldErrors } from '@firstshift/domain';
import type { z } from 'zod';
import { HttpError } from './http-error';

/** 400 with the first issue's message and field, and every field's first message. */
export function parsePayload<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const [first] = errors;
  throw new HttpError(400, first?.message ?? 'Invalid request', first?.field || undefined, errors);
}
