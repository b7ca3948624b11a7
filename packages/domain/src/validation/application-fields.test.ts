import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { APPLICATION_FIELDS, applicationFieldsSchema } from './application-fields';
import { toFormField } from './field-map';
import { fieldErrors } from './issues';

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  Object.fromEntries(
    (result.error ? fieldErrors(result.error) : []).map((e) => [e.field, e.message]),
  );

const REQUIRED = {
  first_name: 'Ana',
  last_name: 'Ruiz',
  email: 'ana@example.org',
  phone_number: '(918) 555-0142',
  street_address: '12 Main St',
  city: 'Tulsa',
  state: 'OK',
  zip_code: '74103',
  cover_letter: 'I love animals.',
  availability: 'immediately',
  terms_accepted: 'true',
};

describe('submitted application fields', () => {
  it('requires every field the form marks *, and the terms', () => {
    const result = applicationFieldsSchema.safeParse({ first_name: ' ', email: 'x' });
    expect(messages(result)).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Enter a valid email',
      phone_number: 'Phone number is required',
      street_address: 'Street address is required',
      city: 'City is required',
      state: 'Select state',
      zip_code: 'Enter a valid ZIP',
      cover_letter: 'Cover letter is required',
      availability: 'Select your availability',
      terms_accepted: 'You must accept the terms and conditions to proceed.',
    });
  });

  it('refuses a required field that holds only spaces', () => {
    const result = applicationFieldsSchema.safeParse({
      ...REQUIRED,
      street_address: '  ',
      cover_letter: '\n\t ',
      availability: ' ',
    });
    expect(messages(result)).toEqual({
      street_address: 'Street address is required',
      cover_letter: 'Cover letter is required',
      availability: 'Select your availability',
    });
  });

  it('reads multipart text: booleans as "true"/"false", blanks as null, phones in E.164', () => {
    const fields = applicationFieldsSchema.parse({
      ...REQUIRED,
      job_id: '9',
      phone_number: '918.555.0142',
      state: 'ok',
      availability: '2weeks',
      education: ' ',
      contact_permission: 'false',
    });
    expect(fields).toEqual({
      job_id: 9,
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana@example.org',
      phone_number: '+19185550142',
      street_address: '12 Main St',
      city: 'Tulsa',
      state: 'OK',
      zip_code: '74103',
      cover_letter: 'I love animals.',
      relevant_experience: null,
      education: null,
      availability: '2weeks',
      references: null,
      terms_accepted: true,
      contact_permission: false,
    });
  });

  it('refuses unticked terms, a bad job id, unknown availability and a wrong phone', () => {
    const result = applicationFieldsSchema.safeParse({
      ...REQUIRED,
      job_id: 'abc',
      phone_number: '555-CALL-NOW',
      availability: 'someday',
      terms_accepted: 'false',
    });
    expect(messages(result)).toEqual({
      job_id: 'Invalid job ID.',
      phone_number: 'Invalid phone number: enter it like (919) 555-0188',
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
