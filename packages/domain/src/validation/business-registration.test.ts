import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldMessages } from '../testing/field-messages';
import {
  businessRegistrationFormSchema,
  businessRegistrationPayloadSchema,
} from './business-registration';
import { formDefaults } from './form';

const EMPTY = formDefaults(businessRegistrationFormSchema);

function validForm(): z.input<typeof businessRegistrationFormSchema> {
  return {
    ...EMPTY,
    business_name: ' Main Street Bakery ',
    email: 'owner@bakery.example',
    password: 'flour2024',
    confirm_password: 'flour2024',
    phone_number: '1 (555) 010-2030',
    address_line1: '12 Main St',
    city: 'Springfield',
    state: 'il',
    zip_code: '62701',
    business_category: 'Restaurant',
    terms_accepted: true,
  };
}

/** The form's messages once `changes` are made to a valid form. */
const messagesWith = (changes: object) =>
  fieldMessages(businessRegistrationFormSchema.safeParse({ ...validForm(), ...changes }));

describe('Register Your Business form', () => {
  it('shows every SPEC message on an empty form', () => {
    expect(fieldMessages(businessRegistrationFormSchema.safeParse(EMPTY))).toEqual({
      business_name: 'Business name is required',
      email: 'Enter a valid email',
      password: 'Min 8 chars with letters & numbers',
      address_line1: 'Address is required',
      city: 'City is required',
      state: 'Select state',
      zip_code: 'Invalid ZIP',
      business_category: 'Select a category',
      terms_accepted: 'You must accept the terms',
    });
  });

  it('says "Passwords do not match" under the confirmation, even with other errors', () => {
    const result = businessRegistrationFormSchema.safeParse({
      ...EMPTY,
      password: 'flour2024',
      confirm_password: 'flour2025',
    });
    expect(fieldMessages(result).confirm_password).toBe('Passwords do not match');
  });

  it('says "Invalid phone" with an example for a short phone and accepts none', () => {
    expect(messagesWith({ phone_number: '555-123' })).toEqual({
      phone_number: 'Invalid phone: enter it like (919) 555-0188',
    });
    const none = businessRegistrationFormSchema.safeParse({ ...validForm(), phone_number: '' });
    expect(none.success && none.data.phone_number).toBeNull();
  });

  it('accepts a 5+4 ZIP and rejects 4 and 6 digits', () => {
    expect(messagesWith({ zip_code: '62701-1234' })).toEqual({});
    for (const zip_code of ['6270', '627011']) {
      expect(messagesWith({ zip_code })).toEqual({ zip_code: 'Invalid ZIP' });
    }
  });

  it('rejects a state that is not one of the 50 codes', () => {
    expect(messagesWith({ state: 'PR' })).toEqual({ state: 'Select state' });
  });

  it('yields the snake_case payload the API accepts', () => {
    const payload = businessRegistrationFormSchema.parse(validForm());
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
    expect(fieldMessages(result)).toEqual({
      email: 'Enter a valid email',
      password: 'Min 8 chars with letters & numbers',
      business_name: 'Business name is required',
      business_category: 'Select a category',
      zip_code: 'Invalid ZIP',
      terms_accepted: 'You must accept the terms',
    });
  });

  it('accepts a category search code and stores the display name', () => {
    const payload = {
      ...businessRegistrationFormSchema.parse(validForm()),
      business_category: 'petcare',
    };
    expect(businessRegistrationPayloadSchema.parse(payload).business_category).toBe('Pet Care');
  });

  it('treats missing terms as not accepted and defaults notifications on', () => {
    const {
      terms_accepted: _terms,
      email_notifications: _mail,
      ...rest
    } = businessRegistrationFormSchema.parse(validForm());
    const result = businessRegistrationPayloadSchema.safeParse(rest);
    expect(fieldMessages(result)).toEqual({ terms_accepted: 'You must accept the terms' });
    const withTerms = businessRegistrationPayloadSchema.parse({ ...rest, terms_accepted: true });
    expect(withTerms.email_notifications).toBe(true);
  });
});
