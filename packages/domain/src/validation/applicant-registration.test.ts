import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  APPLICANT_REGISTRATION_FIELDS,
  EMPTY_APPLICANT_REGISTRATION_FORM,
  applicantRegistrationFormSchema,
  applicantRegistrationFormToPayload,
  applicantRegistrationPayloadSchema,
  type ApplicantRegistrationFormInput,
} from './applicant-registration';
import { toFormField } from './field-map';
import { fieldErrors } from './issues';

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  Object.fromEntries(
    (result.error ? fieldErrors(result.error) : []).map((e) => [e.field, e.message]),
  );

function validForm(): ApplicantRegistrationFormInput {
  return {
    ...EMPTY_APPLICANT_REGISTRATION_FORM,
    firstName: ' Maya ',
    lastName: 'Lopez',
    email: 'maya@example.org',
    dateOfBirth: '2010-05-04',
    password: 'summer2026',
    confirmPassword: 'summer2026',
    termsAccepted: true,
  };
}

describe('Create Your Account form', () => {
  it('shows the required-field messages on an empty form', () => {
    const result = applicantRegistrationFormSchema.safeParse(EMPTY_APPLICANT_REGISTRATION_FORM);
    expect(messages(result)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Enter a valid email',
      dateOfBirth: 'Date of birth is required',
      password: 'Min 8 chars with letters & numbers',
      termsAccepted: 'You must accept the terms',
    });
  });

  it('leaves the address optional: blank parts become null', () => {
    const values = applicantRegistrationFormSchema.parse(validForm());
    expect(values).toMatchObject({
      addressLine1: null,
      addressLine2: null,
      city: null,
      state: null,
      zip: null,
      phone: null,
    });
  });

  it('checks the optional parts that are given', () => {
    const result = applicantRegistrationFormSchema.safeParse({
      ...validForm(),
      phone: '+1234567',
      zip: '9021',
      state: 'XX',
    });
    expect(messages(result)).toEqual({
      phone: 'Invalid phone number: enter it like (919) 555-0188',
      zip: 'Invalid ZIP',
      state: 'Select state',
    });
  });

  it('rejects an impossible or future date of birth', () => {
    for (const dateOfBirth of ['2010-02-30', '3000-01-01', '05/04/2010']) {
      const result = applicantRegistrationFormSchema.safeParse({ ...validForm(), dateOfBirth });
      expect(messages(result)).toEqual({ dateOfBirth: 'Enter a valid date of birth' });
    }
  });

  it('says "Passwords do not match" under the confirmation', () => {
    const result = applicantRegistrationFormSchema.safeParse({
      ...validForm(),
      confirmPassword: 'summer2027',
    });
    expect(messages(result)).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('maps to the payload of SPEC §3, which the API accepts as is', () => {
    const values = applicantRegistrationFormSchema.parse({
      ...validForm(),
      phone: '555 123 4567',
      addressLine1: '4 Elm St',
      city: 'Dayton',
      state: 'oh',
      zip: '45402-1234',
      emailNotifications: false,
    });
    const payload = applicantRegistrationFormToPayload(values);
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
    expect(messages(result)).toEqual({
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

  it('places server errors on the form fields', () => {
    expect(toFormField(APPLICANT_REGISTRATION_FIELDS, 'first_name')).toBe('firstName');
    expect(toFormField(APPLICANT_REGISTRATION_FIELDS, 'date_of_birth')).toBe('dateOfBirth');
    expect(toFormField(APPLICANT_REGISTRATION_FIELDS, 'zip_code')).toBe('zip');
    expect(toFormField(APPLICANT_REGISTRATION_FIELDS, 'phone_number')).toBe('phone');
  });
});
