import type { z } from 'zod';

/**
 * The first message for each field of a failed parse, in order, shaped like the `errors` of
 * an API error body: `field` is the payload path ("zip_code", "location.zip"; "" for the
 * body as a whole).
 */
export function fieldErrors(error: z.ZodError): Array<{ field: string; message: string }> {
  const seen = new Set<string>();
  const out: Array<{ field: string; message: string }> = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: issue.message });
  }
  return out;
}
