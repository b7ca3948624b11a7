import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldMessages } from '../testing/field-messages';
import {
  applicantRegistrationFormSchema,
  applicantRegistrationPayloadSchema,
} from './applicant-registration';
import { formDefaults } from './form';

const EMPTY = formDefaults(applicantRegistrationFormSchema);

function validForm(): z.input<typeof applicantRegistrationFormSchema> {
  return {
    ...EMPTY,
    first_name: ' Maya ',
    last_name: 'Lopez',
    email: 'maya@example.org',
    date_of_birth: '2010-05-04',
    password: 'summer2026',
    confirm_password: 'summer2026',
    terms_accepted: true,
  };
}

/** The form's messages once `changes` are made to a valid form. */
const messagesWith = (changes: object) =>
  fieldMessages(applicantRegistrationFormSchema.safeParse({ ...validForm(), ...changes }));

describe('Create Your Account form', () => {
  it('starts blank, with email notifications on', () => {
    expect(EMPTY).toMatchObject({ first_name: '', state: '', email_notifications: true });
    expect(EMPTY.terms_accepted).toBe(false);
  });

  it('shows the required-field messages on an empty form', () => {
    expect(fieldMessages(applicantRegistrationFormSchema.safeParse(EMPTY))).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Enter a valid email',
      date_of_birth: 'Date of birth is required',
      password: 'Min 8 chars with letters & numbers',
      terms_accepted: 'You must accept the terms',
    });
  });

  it('leaves the address optional: blank parts become null', () => {
    expect(applicantRegistrationFormSchema.parse(validForm())).toMatchObject({
      address_line1: null,
      address_line2: null,
      city: null,
      state: null,
      zip_code: null,
      phone_number: null,
    });
  });

  it('checks the optional parts that are given', () => {
    expect(messagesWith({ phone_number: '+1234567', zip_code: '9021', state: 'XX' })).toEqual({
      phone_number: 'Invalid phone number: enter it like (919) 555-0188',
      zip_code: 'Invalid ZIP',
      state: 'Select state',
    });
  });

  it('rejects an impossible or future date of birth', () => {
    for (const date_of_birth of ['2010-02-30', '3000-01-01', '05/04/2010']) {
      expect(messagesWith({ date_of_birth })).toEqual({
        date_of_birth: 'Enter a valid date of birth',
      });
    }
  });

  it('says "Passwords do not match" under the confirmation', () => {
    expect(messagesWith({ confirm_password: 'summer2027' })).toEqual({
      confirm_password: 'Passwords do not match',
    });
  });

  it('yields the payload of SPEC §3, which the API accepts as is', () => {
    const payload = applicantRegistrationFormSchema.parse({
      ...validForm(),
      phone_number: '555 123 4567',
      address_line1: '4 Elm St',
      city: 'Dayton',
      state: 'oh',
      zip_code: '45402-1234',
      email_notifications: false,
    });
    expect(payload).toEqual({
      first_name: 'Maya',
      last_name: 'Lopez',
      email: 'maya@example.org',
      phone_number: '+15551234567',
      date_of_birth: '2010-05-04',
      password: 'summer2026',
      address_line1: '4 Elm St',
      address_line2: null,
      city: 'Dayton',
      state: 'OH',
      zip_code: '45402-1234',
      email_notifications: false,
      terms_accepted: true,
    });
    expect(applicantRegistrationPayloadSchema.parse(payload)).toEqual(payload);
  });
});

describe('POST /auth/register/applicant body', () => {
  it('answers with the same messages by payload field', () => {
    const result = applicantRegistrationPayloadSchema.safeParse({
      first_name: '  ',
      email: 'maya@example.org',
      password: 'abcdefgh',
      phone_number: '123',
      terms_accepted: true,
    });
    expect(fieldMessages(result)).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      date_of_birth: 'Date of birth is required',
      password: 'Min 8 chars with letters & numbers',
      phone_number: 'Invalid phone number: enter it like (919) 555-0188',
    });
  });

  it('takes null for the optional address parts', () => {
    const result = applicantRegistrationPayloadSchema.safeParse({
      first_name: 'Maya',
      last_name: 'Lopez',
      email: 'maya@example.org',
      date_of_birth: '2010-05-04',
      password: 'summer2026',
      phone_number: null,
      address_line1: null,
      state: null,
      zip_code: null,
      terms_accepted: true,
    });
    expect(result.success).toBe(true);
  });
});
