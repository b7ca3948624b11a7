import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../api-types';
import { fieldMessages } from '../testing/field-messages';
import { applicantProfileUpdateSchema, userProfileToApplicantForm } from './applicant-profile';
import { formDefaults } from './form';

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
    const result = applicantProfileUpdateSchema.safeParse({
      ...formDefaults(applicantProfileUpdateSchema),
      phone_number: '+1 23',
      zip_code: '123456',
    });
    expect(fieldMessages(result)).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      phone_number: 'Invalid phone number: enter it like (919) 555-0188',
      date_of_birth: 'Date of birth is required',
      zip_code: 'Invalid ZIP',
    });
  });

  it('fills from the loaded profile, including the saved address', () => {
    expect(userProfileToApplicantForm(applicant())).toEqual({
      first_name: 'Jordan',
      last_name: 'Kim',
      phone_number: '',
      date_of_birth: '2009-09-09',
      address_line1: '5 Pine Rd',
      address_line2: '',
      city: 'Reno',
      state: 'NV',
      zip_code: '',
      email_notifications: false,
    });
  });

  it('trims text and sends blank optional fields as null', () => {
    const update = applicantProfileUpdateSchema.parse({
      ...userProfileToApplicantForm(applicant()),
      first_name: '  Jordan ',
      city: '   ',
      phone_number: ' 775 555 0100 ',
    });
    expect(update).toEqual({
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
});
