import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../api-types';
import { fieldMessages } from '../testing/field-messages';
import {
  RESUME_ACCEPT,
  applicationFieldsSchema,
  applicationFormParts,
  applyFormSchema,
  isResumeFileName,
  jobIdSchema,
  prefillApplyForm,
} from './apply';
import { formDefaults } from './form';

const EMPTY = formDefaults(applyFormSchema);

const FILLED_IN = {
  ...EMPTY,
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
  terms_accepted: true,
};

/** Every field marked *, and the terms, in the form's order, each with its message. */
const REQUIRED_MESSAGES = {
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
};

describe('apply form', () => {
  it('starts blank, both boxes unticked', () => {
    expect(EMPTY).toMatchObject({ first_name: '', availability: '', references: '' });
    expect([EMPTY.terms_accepted, EMPTY.contact_permission]).toEqual([false, false]);
  });

  it('checks every field marked *, and the terms box', () => {
    const result = applyFormSchema.safeParse(EMPTY);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
      Object.entries(REQUIRED_MESSAGES),
    );
  });

  it('refuses fields that hold only spaces, and wrong values, with their own messages', () => {
    const result = applyFormSchema.safeParse({
      ...FILLED_IN,
      first_name: '   ',
      cover_letter: ' \n ',
      phone_number: '555-0188',
      state: 'XX',
      zip_code: '1234',
      email: 'ana@',
      availability: 'someday',
    });
    expect(fieldMessages(result)).toEqual({
      first_name: 'First name is required',
      cover_letter: 'Cover letter is required',
      phone_number: 'Invalid phone number: enter it like (919) 555-0188',
      state: 'Select state',
      zip_code: 'Enter a valid ZIP',
      email: 'Enter a valid email',
      availability: 'Select your availability',
    });
  });

  it('accepts a phone as people type it and yields it in E.164', () => {
    for (const phone_number of ['(919) 555-0188', '919.555.0188', '+1 919 555 0188']) {
      expect(applyFormSchema.parse({ ...FILLED_IN, phone_number }).phone_number).toBe(
        '+19195550188',
      );
    }
  });

  it('sends the starred fields always, optional ones only when filled in', () => {
    const values = applyFormSchema.parse({
      ...FILLED_IN,
      first_name: ' Ana ',
      state: 'ok',
      education: ' Grade 10 ',
      references: ' ',
      contact_permission: false,
    });
    expect(applicationFormParts(9, values)).toEqual([
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
      ['education', 'Grade 10'],
      ['availability', 'immediately'],
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
    const filled = prefillApplyForm({ ...EMPTY, first_name: 'Annie', city: 'Tulsa' }, profile);
    expect(filled).toMatchObject({
      first_name: 'Annie',
      last_name: 'Ruiz',
      email: 'ana@example.org',
      phone_number: '(555) 010-1234',
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

describe('job id', () => {
  it('is taken from the route as text or from data as a number, and nothing else', () => {
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
});

describe('submitted application fields', () => {
  /** What the page sends: text, the booleans too. */
  const REQUIRED = { ...FILLED_IN, terms_accepted: 'true' };

  it('require every field the form marks *, and the terms', () => {
    const result = applicationFieldsSchema.safeParse({ first_name: ' ', email: 'x' });
    expect(fieldMessages(result)).toEqual(REQUIRED_MESSAGES);
  });

  it('read multipart text: booleans as "true"/"false", blanks as null, phones in E.164', () => {
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

  it('refuse unticked terms, a bad job id, unknown availability and a wrong phone', () => {
    const result = applicationFieldsSchema.safeParse({
      ...REQUIRED,
      job_id: 'abc',
      phone_number: '555-CALL-NOW',
      availability: 'someday',
      terms_accepted: 'false',
    });
    expect(fieldMessages(result)).toEqual({
      job_id: 'Invalid job ID.',
      phone_number: 'Invalid phone number: enter it like (919) 555-0188',
      availability: 'Select your availability',
      terms_accepted: 'You must accept the terms and conditions to proceed.',
    });
  });
});
