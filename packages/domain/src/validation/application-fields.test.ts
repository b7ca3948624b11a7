import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { APPLICATION_FIELDS, applicationFieldsSchema } from './application-fields';
import { toFormField } from './field-map';
import { fieldErrors } from './issues';

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  Object.fromEntries(
    (result.error ? fieldErrors(result.error) : []).map((e) => [e.field, e.message]),
  );

describe('submitted application fields', () => {
  it('requires names, a valid email and the terms', () => {
    const result = applicationFieldsSchema.safeParse({ first_name: ' ', email: 'x' });
    expect(messages(result)).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Enter a valid email',
      terms_accepted: 'You must accept the terms and conditions to proceed.',
    });
  });

  it('reads multipart text: booleans as "true"/"false", blanks as null', () => {
    const fields = applicationFieldsSchema.parse({
      job_id: '9',
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana@example.org',
      phone_number: '',
      state: 'ok',
      zip_code: '74103',
      availability: '2weeks',
      terms_accepted: 'true',
      contact_permission: 'false',
    });
    expect(fields).toEqual({
      job_id: 9,
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana@example.org',
      phone_number: null,
      street_address: null,
      city: null,
      state: 'OK',
      zip_code: '74103',
      cover_letter: null,
      relevant_experience: null,
      education: null,
      availability: '2weeks',
      references: null,
      terms_accepted: true,
      contact_permission: false,
    });
  });

  it('refuses unticked terms, a bad job id and unknown availability', () => {
    const result = applicationFieldsSchema.safeParse({
      job_id: 'abc',
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana@example.org',
      availability: 'someday',
      terms_accepted: 'false',
    });
    expect(messages(result)).toEqual({
      job_id: 'Invalid job ID.',
      availability: 'Select your availability',
      terms_accepted: 'You must accept the terms and conditions to proceed.',
    });
  });

  it('puts server errors under the apply form inputs', () => {
    expect(toFormField(APPLICATION_FIELDS, 'street_address')).toBe('streetAddress');
    expect(toFormField(APPLICATION_FIELDS, 'zip_code')).toBe('zip');
    expect(toFormField(APPLICATION_FIELDS, 'terms_accepted')).toBe('termsAccepted');
  });
});
