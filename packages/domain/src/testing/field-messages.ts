import type { z } from 'zod';
import { fieldErrors } from '../validation/issues';

/** A parse's first message for each field, by field path: what a form or the API shows. */
export function fieldMessages(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  return Object.fromEntries(
    (result.error ? fieldErrors(result.error) : []).map((e) => [e.field, e.message]),
  );
}
