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

describe('apply form', () => {
  it('asks only for the terms box on the client', () => {
    const result = applyFormSchema.safeParse(EMPTY_APPLY_FORM);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['termsAccepted', 'You must accept the terms and conditions to proceed.'],
    ]);
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
      ...EMPTY_APPLY_FORM,
      firstName: ' Ana ',
      lastName: 'Ruiz',
      email: 'ana@example.org',
      coverLetter: 'I love animals.',
      availability: 'immediately',
      education: ' Grade 10 ',
      termsAccepted: true,
      contactPermission: false,
    });
    expect(applyFormToFields(9, values)).toEqual([
      ['job_id', '9'],
      ['first_name', 'Ana'],
      ['last_name', 'Ruiz'],
      ['email', 'ana@example.org'],
      ['phone_number', ''],
      ['street_address', ''],
      ['city', ''],
      ['state', ''],
      ['zip_code', ''],
      ['cover_letter', 'I love animals.'],
      ['availability', 'immediately'],
      ['education', 'Grade 10'],
      ['terms_accepted', 'true'],
      ['contact_permission', 'false'],
    ]);
  });

  it('prefills name, email and phone from the profile only into blank fields', () => {
    const profile: UserProfile = {
      id: 3,
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana@example.org',
      phone_number: '555 010 1234',
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
      phone: '555 010 1234',
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
