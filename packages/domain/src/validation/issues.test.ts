import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './issues';

describe('fieldErrors', () => {
  it('keeps the first message per field, with nested paths joined by dots', () => {
    const schema = z.object({
      zip_code: z.string().min(5, { error: 'Invalid ZIP' }).regex(/^\d+$/, { error: 'Digits' }),
      location: z.object({ city: z.string({ error: 'City is required' }) }),
    });
    const result = schema.safeParse({ zip_code: 'ab', location: {} });
    expect(result.error && fieldErrors(result.error)).toEqual([
      { field: 'zip_code', message: 'Invalid ZIP' },
      { field: 'location.city', message: 'City is required' },
    ]);
  });

  it('names the body itself with an empty field', () => {
    const result = z.object({}).safeParse(null);
    expect(result.error && fieldErrors(result.error)).toEqual([
      { field: '', message: expect.any(String) },
    ]);
  });
});
