import { describe, expect, it } from 'vitest';
import type { JobDetail } from '../jobs';
import { EMPTY_JOB_FORM, jobFormSchema, type JobFormInput } from './job-form';
import { jobDetailToForm, jobFormToPayload, splitList, splitStreet } from './job-form-mapper';
import { jobPostPayloadSchema } from './job-payload';

function filledForm(): JobFormInput {
  return {
    ...EMPTY_JOB_FORM,
    title: 'Library Volunteer',
    jobType: 'volunteer',
    category: 'nonprofit',
    workFormat: 'hybrid',
    minimumAge: 15,
    addressLine1: '1 Library Way',
    addressLine2: 'Room 4',
    city: 'Madison',
    state: 'wi',
    zip: '53703',
    description: 'Help run the summer reading program.',
    responsibilities: 'Shelve books, read to kids\nRun the sign-up desk\n\n',
    requirements: 'Patience,  reliability',
    offerings: 'Volunteer hours certificate\nSnacks',
    compensation: '$15/hour',
    duration: '10 weeks',
    schedule: 'Sat 9-12',
    applicationDeadline: '2026-06-01',
    contactEmail: 'volunteer@library.example',
    highSchoolWelcome: true,
    afterSchoolHours: false,
    previousExperienceRequired: false,
  };
}

describe('job form to payload', () => {
  it('builds the job post payload of SPEC §3', () => {
    const payload = jobFormToPayload(jobFormSchema.parse(filledForm()), 'save_and_publish');
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
      application_deadline: '2026-06-01',
      contact_email: 'volunteer@library.example',
      high_school_students_welcome: true,
      after_school_hours_available: false,
      previous_experience_required: false,
      location: { street: '1 Library Way, Room 4', city: 'Madison', state: 'WI', zip: '53703' },
      action: 'save_and_publish',
    });
    expect(jobPostPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('leaves the street alone without a line 2 and sends blanks as null', () => {
    const form = {
      ...filledForm(),
      addressLine2: '  ',
      compensation: '',
      duration: '',
      applicationDeadline: '',
    };
    const payload = jobFormToPayload(jobFormSchema.parse(form), 'draft');
    expect(payload).toMatchObject({
      location_street: '1 Library Way',
      compensation_type: null,
      compensation_amount: null,
      duration: null,
      application_deadline: null,
      action: 'draft',
    });
  });

  it('splits lists on Windows line endings too', () => {
    expect(splitList('Greet guests\r\nClean tables, ,')).toEqual(['Greet guests', 'Clean tables']);
  });
});

describe('job detail to form', () => {
  function detailFrom(form: JobFormInput): JobDetail {
    const payload = jobFormToPayload(jobFormSchema.parse(form), 'save_and_publish');
    return {
      id: 41,
      title: payload.title,
      company: { name: 'City Library', address: '1 Library Way', description: 'Books.' },
      location: payload.location ?? { street: '', city: '', state: '', zip: '' },
      tags: ['Volunteer', 'Non-profit', 'Hybrid'],
      applicants: 0,
      posted_date: '2026-05-01T12:00:00.000Z',
      description: payload.description,
      key_responsibilities: payload.key_responsibilities,
      requirements_qualifications: payload.requirements_qualifications,
      offerings: payload.offerings,
      type: payload.job_type,
      job_details: {
        category: 'Non-profit',
        compensation: '$15 per hour',
        schedule: '',
        duration: '',
      },
      status: 'active',
      job_type: payload.job_type,
      business_category: payload.business_category,
      work_format: payload.work_format,
      minimum_age_required: payload.minimum_age_required,
      compensation_type: payload.compensation_type,
      compensation_amount: payload.compensation_amount,
      duration: payload.duration,
      schedule: payload.schedule,
      application_deadline: payload.application_deadline,
      contact_email: payload.contact_email,
      high_school_students_welcome: payload.high_school_students_welcome,
      after_school_hours_available: payload.after_school_hours_available,
      previous_experience_required: payload.previous_experience_required,
    };
  }

  it('gives the edit form values that save back to the same payload', () => {
    const original = jobFormToPayload(jobFormSchema.parse(filledForm()), 'save_and_publish');
    const form = jobDetailToForm(detailFrom(filledForm()));
    expect(form).toMatchObject({
      addressLine1: '1 Library Way',
      addressLine2: 'Room 4',
      minimumAge: 15,
      responsibilities: 'Shelve books\nread to kids\nRun the sign-up desk',
      compensation: '$15 per hour',
    });
    expect(jobFormToPayload(jobFormSchema.parse(form), 'save_and_publish')).toEqual(original);
  });

  it('leaves the minimum age unselected for a job without one', () => {
    const detail = { ...detailFrom(filledForm()), minimum_age_required: 0 };
    expect(jobDetailToForm(detail).minimumAge).toBe('');
  });

  it('splits a street at its first ", " only', () => {
    expect(splitStreet('5 Elm St, Apt 3, Rear')).toEqual({
      line1: '5 Elm St',
      line2: 'Apt 3, Rear',
    });
    expect(splitStreet('5 Elm St')).toEqual({ line1: '5 Elm St', line2: '' });
  });
});
