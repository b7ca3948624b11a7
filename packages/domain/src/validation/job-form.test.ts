import { describe, expect, it } from 'vitest';
import type { JobDetail } from '../jobs';
import { fieldMessages } from '../testing/field-messages';
import { formDefaults } from './form';
import {
  jobDetailToForm,
  jobFormSchema,
  splitList,
  splitStreet,
  type JobFormInput,
} from './job-form';
import { jobPostPayloadSchema } from './job-payload';

const EMPTY = formDefaults(jobFormSchema);

function validJob(): JobFormInput {
  return {
    ...EMPTY,
    title: 'After-school Barista',
    job_type: 'part-time',
    business_category: 'Restaurant',
    work_format: 'in-person',
    minimum_age_required: '16',
    location_street: '200 Market St',
    location_city: 'Portland',
    location_state: 'OR',
    location_zip: '97201',
    description: 'Make coffee and greet guests.',
    contact_email: 'jobs@cafe.example',
  };
}

function filledForm(): JobFormInput {
  return {
    ...EMPTY,
    title: 'Library Volunteer',
    job_type: 'volunteer',
    business_category: 'nonprofit',
    work_format: 'hybrid',
    minimum_age_required: 15,
    location_street: '1 Library Way',
    location_street_line2: 'Room 4',
    location_city: 'Madison',
    location_state: 'wi',
    location_zip: '53703',
    description: 'Help run the summer reading program.',
    key_responsibilities: 'Shelve books, read to kids\nRun the sign-up desk\n\n',
    requirements_qualifications: 'Patience,  reliability',
    offerings: 'Volunteer hours certificate\nSnacks',
    compensation: '$15/hour',
    duration: '10 weeks',
    schedule: 'Sat 9-12',
    application_deadline: '2026-06-01',
    contact_email: 'volunteer@library.example',
    high_school_students_welcome: true,
  };
}

describe('job form', () => {
  it('starts blank, every box unticked', () => {
    expect(EMPTY).toMatchObject({ title: '', minimum_age_required: '', compensation: '' });
    expect(EMPTY.previous_experience_required).toBe(false);
  });

  it('shows every SPEC message on an empty form, as the API answers an empty body', () => {
    const apiMessages = fieldMessages(jobPostPayloadSchema.safeParse({ action: 'draft' }));
    expect(fieldMessages(jobFormSchema.safeParse(EMPTY))).toEqual(apiMessages);
  });

  it('takes the minimum age as the select gives it, text or number', () => {
    const age = (minimum_age_required: string | number) =>
      jobFormSchema.safeParse({ ...validJob(), minimum_age_required });
    expect(age('16').data?.minimum_age_required).toBe(16);
    expect(age(14).data?.minimum_age_required).toBe(14);
    expect(fieldMessages(age(13))).toEqual({ minimum_age_required: 'Select minimum age' });
  });

  it.each([
    [
      'unknown job types and formats with their select messages',
      { job_type: 'gig', work_format: 'remote' },
      { job_type: 'Select a job type', work_format: 'Select a work format' },
    ],
    [
      'the deadline date and a runaway compensation amount',
      { application_deadline: '2026-02-30', compensation: '$99,999,999 per year' },
      { application_deadline: 'Enter a valid date', compensation: 'Enter a valid amount' },
    ],
  ])('checks %s', (_case, wrong, messages) => {
    expect(fieldMessages(jobFormSchema.safeParse({ ...validJob(), ...wrong }))).toEqual(messages);
  });
});

describe('the parsed job form', () => {
  it('is the job post payload of SPEC §3', () => {
    const payload = jobFormSchema.parse(filledForm());
    expect(payload).toEqual({
      title: 'Library Volunteer',
      job_type: ['volunteer'],
      business_category: 'Non-profit',
      work_format: 'hybrid',
      minimum_age_required: 15,
      location_street: '1 Library Way, Room 4',
      location_city: 'Madison',
      location_state: 'WI',
      location_zip: '53703',
      description: 'Help run the summer reading program.',
      key_responsibilities: ['Shelve books', 'read to kids', 'Run the sign-up desk'],
      requirements_qualifications: ['Patience', 'reliability'],
      offerings: ['Volunteer hours certificate', 'Snacks'],
      compensation_type: 'hour',
      compensation_amount: 15,
      duration: '10 weeks',
      schedule: 'Sat 9-12',
      // The shifts editor left empty: no shifts.
      work_schedule: null,
      application_deadline: '2026-06-01',
      contact_email: 'volunteer@library.example',
      high_school_students_welcome: true,
      after_school_hours_available: false,
      previous_experience_required: false,
      location: { street: '1 Library Way, Room 4', city: 'Madison', state: 'WI', zip: '53703' },
    });
    expect(jobPostPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('leaves the street alone without a line 2 and sends blanks as null', () => {
    const payload = jobFormSchema.parse({
      ...filledForm(),
      location_street_line2: '  ',
      compensation: '',
      duration: '',
      application_deadline: '',
    });
    expect(payload).toMatchObject({
      location_street: '1 Library Way',
      compensation_type: null,
      compensation_amount: null,
      duration: null,
      application_deadline: null,
    });
  });

  it('splits lists on Windows line endings too', () => {
    expect(splitList('Greet guests\r\nClean tables, ,')).toEqual(['Greet guests', 'Clean tables']);
  });
});

describe('job detail to form', () => {
  function detailFrom(form: JobFormInput): JobDetail {
    const payload = jobFormSchema.parse(form);
    return {
      ...payload,
      id: 41,
      company: { id: 7, name: 'City Library', address: '1 Library Way', description: 'Books.' },
      location: payload.location ?? { street: '', city: '', state: '', zip: '' },
      tags: ['Volunteer', 'Non-profit', 'Hybrid'],
      young_worker_hours_fit: false,
      applicants: 0,
      posted_date: '2026-05-01T12:00:00.000Z',
      type: payload.job_type,
      job_details: {
        category: 'Non-profit',
        compensation: '$15 per hour',
        schedule: '',
        duration: '',
      },
      status: 'active',
    };
  }

  it('gives the edit form values that save back to the same payload', () => {
    const original = jobFormSchema.parse(filledForm());
    const form = jobDetailToForm(detailFrom(filledForm()));
    expect(form).toMatchObject({
      location_street: '1 Library Way',
      location_street_line2: 'Room 4',
      minimum_age_required: 15,
      key_responsibilities: 'Shelve books\nread to kids\nRun the sign-up desk',
      compensation: '$15 per hour',
    });
    expect(jobFormSchema.parse(form)).toEqual(original);
  });

  it('starts the shifts editor empty for a job without shifts, and round-trips a job with them', () => {
    const plain = jobDetailToForm(detailFrom(filledForm()));
    expect(plain.work_schedule).toEqual({
      shifts: [],
      flexible: false,
      season: 'year-round',
      note: '',
    });
    const schedule = {
      shifts: [{ day: 'sat' as const, start: '09:00', end: '12:00' }],
      flexible: true,
      season: 'summer' as const,
      note: 'Bring water',
    };
    const withShifts = { ...filledForm(), work_schedule: schedule };
    const form = jobDetailToForm(detailFrom(withShifts));
    expect(form.work_schedule).toEqual(schedule);
    expect(jobFormSchema.parse(form).work_schedule).toEqual(schedule);
  });

  it('keeps a schedule that only says when in the year, and sends an untouched one as none', () => {
    const seasonOnly = { shifts: [], flexible: false, season: 'summer' as const, note: '' };
    expect(
      jobFormSchema.parse({ ...filledForm(), work_schedule: seasonOnly }).work_schedule,
    ).toEqual(seasonOnly);
    const untouched = { ...seasonOnly, season: 'year-round' as const };
    expect(
      jobFormSchema.parse({ ...filledForm(), work_schedule: untouched }).work_schedule,
    ).toBeNull();
  });

  it('leaves the minimum age unselected for a job without one', () => {
    const detail = { ...detailFrom(filledForm()), minimum_age_required: 0 };
    expect(jobDetailToForm(detail).minimum_age_required).toBe('');
  });

  it('splits a street at its first ", " only', () => {
    expect(splitStreet('5 Elm St, Apt 3, Rear')).toEqual({
      line1: '5 Elm St',
      line2: 'Apt 3, Rear',
    });
    expect(splitStreet('5 Elm St')).toEqual({ line1: '5 Elm St', line2: '' });
  });
});
