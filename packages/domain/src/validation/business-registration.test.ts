import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BUSINESS_REGISTRATION_FIELDS,
  EMPTY_BUSINESS_REGISTRATION_FORM,
  businessRegistrationFormSchema,
  businessRegistrationFormToPayload,
  businessRegistrationPayloadSchema,
  type BusinessRegistrationFormInput,
} from './business-registration';
import { toFormField } from './field-map';
import { fieldErrors } from './issues';

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  Object.fromEntries(
    (result.error ? fieldErrors(result.error) : []).map((e) => [e.field, e.message]),
  );

function validForm(): BusinessRegistrationFormInput {
  return {
    name: ' Main Street Bakery ',
    email: 'owner@bakery.example',
    password: 'flour2024',
    confirmPassword: 'flour2024',
    phone: '1 (555) 010-2030',
    addressLine1: '12 Main St',
    addressLine2: '',
    city: 'Springfield',
    state: 'il',
    zip: '62701',
    category: 'Restaurant',
    description: '',
    emailNotifications: true,
    termsAccepted: true,
  };
}

describe('Register Your Business form', () => {
  it('shows every SPEC message on an empty form', () => {
    const result = businessRegistrationFormSchema.safeParse(EMPTY_BUSINESS_REGISTRATION_FORM);
    expect(messages(result)).toEqual({
      name: 'Business name is required',
      email: 'Enter a valid email',
      password: 'Min 8 chars with letters & numbers',
      addressLine1: 'Address is required',
      city: 'City is required',
      state: 'Select state',
      zip: 'Invalid ZIP',
      category: 'Select a category',
      termsAccepted: 'You must accept the terms',
    });
  });

  it('says "Passwords do not match" under the confirmation, even with other errors', () => {
    const result = businessRegistrationFormSchema.safeParse({
      ...EMPTY_BUSINESS_REGISTRATION_FORM,
      password: 'flour2024',
      confirmPassword: 'flour2025',
    });
    expect(messages(result).confirmPassword).toBe('Passwords do not match');
  });

  it('says "Invalid phone" with an example for a short phone and accepts none', () => {
    const short = businessRegistrationFormSchema.safeParse({ ...validForm(), phone: '555-123' });
    expect(messages(short)).toEqual({ phone: 'Invalid phone: enter it like (919) 555-0188' });
    const none = businessRegistrationFormSchema.safeParse({ ...validForm(), phone: '' });
    expect(none.success && none.data.phone).toBeNull();
  });

  it('accepts a 5+4 ZIP and rejects 4 and 6 digits', () => {
    expect(
      businessRegistrationFormSchema.safeParse({ ...validForm(), zip: '62701-1234' }).success,
    ).toBe(true);
    for (const zip of ['6270', '627011']) {
      const result = businessRegistrationFormSchema.safeParse({ ...validForm(), zip });
      expect(messages(result)).toEqual({ zip: 'Invalid ZIP' });
    }
  });

  it('rejects a state that is not one of the 50 codes', () => {
    const result = businessRegistrationFormSchema.safeParse({ ...validForm(), state: 'PR' });
    expect(messages(result)).toEqual({ state: 'Select state' });
  });

  it('maps the form to the snake_case payload the API accepts', () => {
    const values = businessRegistrationFormSchema.parse(validForm());
    const payload = businessRegistrationFormToPayload(values);
    expect(payload).toEqual({
      email: 'owner@bakery.example',
      phone_number: '+15550102030',
      password: 'flour2024',
      business_name: 'Main Street Bakery',
      business_category: 'Restaurant',
      business_description: '',
      address_line1: '12 Main St',
      address_line2: null,
      city: 'Springfield',
      state: 'IL',
      zip_code: '62701',
      email_notifications: true,
      terms_accepted: true,
    });
    expect(businessRegistrationPayloadSchema.parse(payload)).toEqual(payload);
  });
});

describe('POST /auth/register/business body', () => {
  it('answers with the form messages, named by payload field', () => {
    const result = businessRegistrationPayloadSchema.safeParse({
      email: 'nope',
      password: 'short',
      business_name: '',
      business_category: 'Casino',
      address_line1: '1 A St',
      city: 'X',
      state: 'IL',
      zip_code: '1234',
      terms_accepted: false,
    });
    expect(messages(result)).toEqual({
      email: 'Enter a valid email',
      password: 'Min 8 chars with letters & numbers',
      business_name: 'Business name is required',
      business_category: 'Select a category',
      zip_code: 'Invalid ZIP',
      terms_accepted: 'You must accept the terms',
    });
  });

  it('accepts a category search code and stores the display name', () => {
    const values = businessRegistrationFormSchema.parse(validForm());
    const payload = { ...businessRegistrationFormToPayload(values), business_category: 'petcare' };
    expect(businessRegistrationPayloadSchema.parse(payload).business_category).toBe('Pet Care');
  });

  it('treats missing terms as not accepted and defaults notifications on', () => {
    const values = businessRegistrationFormSchema.parse(validForm());
    const {
      terms_accepted: _terms,
      email_notifications: _mail,
      ...rest
    } = businessRegistrationFormToPayload(values);
    const result = businessRegistrationPayloadSchema.safeParse(rest);
    expect(messages(result)).toEqual({ terms_accepted: 'You must accept the terms' });
    const withTerms = businessRegistrationPayloadSchema.parse({ ...rest, terms_accepted: true });
    expect(withTerms.email_notifications).toBe(true);
  });
});

describe('server field errors', () => {
  it('land on the matching form input', () => {
    expect(toFormField(BUSINESS_REGISTRATION_FIELDS, 'business_name')).toBe('name');
    expect(toFormField(BUSINESS_REGISTRATION_FIELDS, 'zip_code')).toBe('zip');
    expect(toFormField(BUSINESS_REGISTRATION_FIELDS, 'email')).toBe('email');
    expect(toFormField(BUSINESS_REGISTRATION_FIELDS, 'favourite_colour')).toBeUndefined();
    expect(toFormField(BUSINESS_REGISTRATION_FIELDS, 'toString')).toBeUndefined();
    expect(toFormField(BUSINESS_REGISTRATION_FIELDS, undefined)).toBeUndefined();
  });
});
