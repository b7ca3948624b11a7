import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../api-types';
import {
  EMPTY_APPLY_FORM,
  RESUME_ACCEPT,
  applyFormSchema,
  applyFormToFields,
  isResumeFileName,
  jobIdSchema,
  prefillApplyForm,
} from './apply';

const FILLED_IN = {
  ...EMPTY_APPLY_FORM,
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.org',
  phone: '(918) 555-0142',
  streetAddress: '12 Main St',
  city: 'Tulsa',
  state: 'OK',
  zip: '74103',
  coverLetter: 'I love animals.',
  availability: 'immediately',
  termsAccepted: true,
};

describe('apply form', () => {
  it('checks every field marked *, and the terms box', () => {
    const result = applyFormSchema.safeParse(EMPTY_APPLY_FORM);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['firstName', 'First name is required'],
      ['lastName', 'Last name is required'],
      ['email', 'Enter a valid email'],
      ['phone', 'Phone number is required'],
      ['streetAddress', 'Street address is required'],
      ['city', 'City is required'],
      ['state', 'Select state'],
      ['zip', 'Enter a valid ZIP'],
      ['coverLetter', 'Cover letter is required'],
      ['availability', 'Select your availability'],
      ['termsAccepted', 'You must accept the terms and conditions to proceed.'],
    ]);
  });

  it('refuses fields that hold only spaces, and wrong values, with their own messages', () => {
    const result = applyFormSchema.safeParse({
      ...FILLED_IN,
      firstName: '   ',
      coverLetter: ' \n ',
      phone: '555-0188',
      state: 'XX',
      zip: '1234',
      email: 'ana@',
      availability: 'someday',
    });
    expect(
      Object.fromEntries(result.error?.issues.map((i) => [i.path[0], i.message]) ?? []),
    ).toEqual({
      firstName: 'First name is required',
      coverLetter: 'Cover letter is required',
      phone: 'Invalid phone number: enter it like (919) 555-0188',
      state: 'Select state',
      zip: 'Enter a valid ZIP',
      email: 'Enter a valid email',
      availability: 'Select your availability',
    });
  });

  it('accepts a phone as people type it and yields it in E.164', () => {
    for (const phone of ['(919) 555-0188', '919.555.0188', '+1 919 555 0188']) {
      expect(applyFormSchema.parse({ ...FILLED_IN, phone }).phone).toBe('+19195550188');
    }
  });

  it('accepts a job id from the route and rejects anything else', () => {
    expect(jobIdSchema.parse('42')).toBe(42);
    expect(jobIdSchema.parse(7)).toBe(7);
    for (const bad of [
      '',
      '0',
      '-3',
      '4.5',
      'abc',
      '1e3',
      0,
      2.5,
      undefined,
      '99999999999999999',
    ]) {
      const result = jobIdSchema.safeParse(bad);
      expect(result.error?.issues[0]?.message).toBe('Invalid job ID.');
    }
  });

  it('sends the starred fields always, optional ones only when filled in', () => {
    const values = applyFormSchema.parse({
      ...FILLED_IN,
      firstName: ' Ana ',
      state: 'ok',
      education: ' Grade 10 ',
      contactPermission: false,
    });
    expect(applyFormToFields(9, values)).toEqual([
      ['job_id', '9'],
      ['first_name', 'Ana'],
      ['last_name', 'Ruiz'],
      ['email', 'ana@example.org'],
      ['phone_number', '+19185550142'],
      ['street_address', '12 Main St'],
      ['city', 'Tulsa'],
      ['state', 'OK'],
      ['zip_code', '74103'],
      ['cover_letter', 'I love animals.'],
      ['availability', 'immediately'],
      ['education', 'Grade 10'],
      ['terms_accepted', 'true'],
      ['contact_permission', 'false'],
    ]);
  });

  it('prefills name, email and phone (as people write it) from the profile only into blank fields', () => {
    const profile: UserProfile = {
      id: 3,
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana@example.org',
      phone_number: '+15550101234',
      role: 'applicant',
      date_of_birth: '2010-01-01',
      email_notifications: true,
      business_profile: null,
    };
    const filled = prefillApplyForm(
      { ...EMPTY_APPLY_FORM, firstName: 'Annie', city: 'Tulsa' },
      profile,
    );
    expect(filled).toMatchObject({
      firstName: 'Annie',
      lastName: 'Ruiz',
      email: 'ana@example.org',
      phone: '(555) 010-1234',
      city: 'Tulsa',
    });
  });

  it('knows the resume file types', () => {
    expect(RESUME_ACCEPT).toBe('.pdf,.doc,.docx');
    expect(isResumeFileName('CV.PDF')).toBe(true);
    expect(isResumeFileName('resume.docx')).toBe(true);
    expect(isResumeFileName('resume.txt')).toBe(false);
    expect(isResumeFileName('pdf')).toBe(false);
  });
});
