import { UNSAFE_TEXT_MESSAGE, findUnsafeText } from '@firstshift/domain';
import { z } from 'zod';
import { HttpError } from './http-error';

export interface FieldIssue {
  /** The payload path ("zip_code", "location.zip"); "" for the body as a whole. */
  field: string;
  message: string;
}

/**
 * A body that fails its schema: 400 with the first issue's message and field, and every
 * field's first message in `errors` (a form maps them onto its inputs).
 */
export function invalidPayload(issues: FieldIssue[]): HttpError {
  const seen = new Set<string>();
  const errors = issues.filter(({ field }) => {
    if (seen.has(field)) return false;
    seen.add(field);
    return true;
  });
  const [first] = errors;
  return new HttpError(400, first?.message ?? 'Invalid request', first?.field || undefined, errors);
}

/**
 * A route's JSON body schema (fastify `schema.body`): the domain's `schema`, with a missing
 * body read as `{}`, so that a request without one is told which field is required first.
 */
export function requestBody<S extends z.ZodType>(schema: S) {
  return z.preprocess((body) => body ?? {}, schema);
}

/**
 * Checks a body that no route schema checked (a multipart form's fields, a body whose shape
 * depends on who sends it) as a route's body schema would: unsafe text (NUL, broken Unicode)
 * anywhere in it is refused first, whatever the schema says of it.
 */
export function parsePayload<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const unsafe = findUnsafeText(body);
  if (unsafe !== null) throw new HttpError(400, UNSAFE_TEXT_MESSAGE, unsafe || undefined);
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  throw invalidPayload(
    result.error.issues.map((issue) => ({
      field: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  );
}
