import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { UserProfile } from '../api-types';
import {
  APPLICANT_PROFILE_FIELDS,
  applicantProfileFormSchema,
  applicantProfileFormToUpdate,
  applicantProfileUpdateSchema,
  userProfileToApplicantForm,
} from './applicant-profile';
import { toFormField } from './field-map';
import { fieldErrors } from './issues';

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  Object.fromEntries(
    (result.error ? fieldErrors(result.error) : []).map((e) => [e.field, e.message]),
  );

function applicant(): UserProfile {
  return {
    id: 12,
    first_name: 'Jordan',
    last_name: 'Kim',
    email: 'jordan@example.org',
    phone_number: null,
    role: 'applicant',
    date_of_birth: '2009-09-09',
    email_notifications: false,
    business_profile: null,
    applicant_profile: {
      address_line1: '5 Pine Rd',
      address_line2: null,
      city: 'Reno',
      state: 'NV',
      zip_code: null,
    },
  };
}

describe('Profile Settings form', () => {
  it('uses the SPEC messages', () => {
    const result = applicantProfileFormSchema.safeParse({
      ...userProfileToApplicantForm(null),
      phone: '+1 23',
      zip: '123456',
    });
    expect(messages(result)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phone: 'Invalid phone number: enter it like (919) 555-0188',
      dateOfBirth: 'Date of birth is required',
      zip: 'Invalid ZIP',
    });
  });

  it('fills from the loaded profile, including the saved address', () => {
    expect(userProfileToApplicantForm(applicant())).toEqual({
      firstName: 'Jordan',
      lastName: 'Kim',
      phone: '',
      dateOfBirth: '2009-09-09',
      addressLine1: '5 Pine Rd',
      addressLine2: '',
      city: 'Reno',
      state: 'NV',
      zip: '',
      emailNotifications: false,
    });
  });

  it('trims text and sends blank optional fields as null', () => {
    const values = applicantProfileFormSchema.parse({
      ...userProfileToApplicantForm(applicant()),
      firstName: '  Jordan ',
      city: '   ',
      phone: ' 775 555 0100 ',
    });
    expect(applicantProfileFormToUpdate(values)).toEqual({
      first_name: 'Jordan',
      last_name: 'Kim',
      phone_number: '+17755550100',
      date_of_birth: '2009-09-09',
      address_line1: '5 Pine Rd',
      address_line2: null,
      city: null,
      state: 'NV',
      zip_code: null,
      email_notifications: false,
    });
  });
});

describe('applicant PUT /auth/profile body', () => {
  it('accepts nulls for optional fields and leaves notifications alone when absent', () => {
    const body = applicantProfileUpdateSchema.parse({
      first_name: 'Jordan',
      last_name: 'Kim',
      date_of_birth: '2009-09-09',
      phone_number: null,
      address_line1: '',
      state: null,
    });
    expect(body.phone_number).toBeNull();
    expect(body.address_line1).toBeNull();
    expect(body.email_notifications).toBeUndefined();
  });

  it('places server errors on the form fields', () => {
    expect(toFormField(APPLICANT_PROFILE_FIELDS, 'last_name')).toBe('lastName');
    expect(toFormField(APPLICANT_PROFILE_FIELDS, 'zip_code')).toBe('zip');
  });
});
