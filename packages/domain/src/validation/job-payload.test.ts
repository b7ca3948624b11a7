import { describe, expect, it } from 'vitest';
import { fieldMessages as messages } from '../testing/field-messages';
import { jobPostPayloadSchema, type JobPostPayloadInput } from './job-payload';

function validPayload(): JobPostPayloadInput {
  return {
    title: 'Dog Walker',
    job_type: ['seasonal'],
    business_category: 'Pet Care',
    work_format: 'in-person',
    minimum_age_required: 14,
    location_street: '9 Oak Ave, Unit 2',
    location_city: 'Boise',
    location_state: 'ID',
    location_zip: '83702',
    description: 'Walk friendly dogs after school.',
    contact_email: 'hello@paws.example',
    action: 'save_and_publish',
  };
}

describe('job post payload', () => {
  it('answers the job form messages by payload field', () => {
    const result = jobPostPayloadSchema.safeParse({ action: 'draft' });
    expect(messages(result)).toEqual({
      title: 'Job title is required',
      job_type: 'Select a job type',
      business_category: 'Select a category',
      work_format: 'Select a work format',
      minimum_age_required: 'Select minimum age',
      location_street: 'Address is required',
      location_city: 'City is required',
      location_state: 'Select state',
      location_zip: 'Enter a valid ZIP',
      description: 'Job description is required',
      contact_email: 'Enter a valid email',
    });
  });

  it('fills defaults for the optional parts', () => {
    expect(jobPostPayloadSchema.parse(validPayload())).toMatchObject({
      key_responsibilities: [],
      requirements_qualifications: [],
      offerings: [],
      compensation_type: null,
      compensation_amount: null,
      duration: null,
      schedule: null,
      application_deadline: null,
      high_school_students_welcome: false,
      after_school_hours_available: false,
      previous_experience_required: false,
    });
  });

  it('keeps a title, a street and a city on one line, and a description as written', () => {
    const parsed = jobPostPayloadSchema.parse({
      ...validPayload(),
      title: 'Hdr\r\nBcc: victim@example.test',
      location_street: '9 Oak Ave\n\tUnit 2 ',
      location_city: 'Boise\u2028',
      description: 'Walk dogs.\n\nAfter school.',
    });
    expect(parsed).toMatchObject({
      title: 'Hdr Bcc: victim@example.test',
      location_street: '9 Oak Ave Unit 2',
      location_city: 'Boise',
      description: 'Walk dogs.\n\nAfter school.',
    });
  });

  it('takes exactly one job type', () => {
    expect(messages(jobPostPayloadSchema.safeParse({ ...validPayload(), job_type: [] }))).toEqual({
      job_type: 'Select a job type',
    });
    const two = jobPostPayloadSchema.safeParse({
      ...validPayload(),
      job_type: ['intern', 'volunteer'],
    });
    expect(messages(two)).toEqual({ job_type: 'Choose one job type' });
  });

  it('takes 0 as "no minimum age" but no other unlisted age', () => {
    expect(
      jobPostPayloadSchema.safeParse({ ...validPayload(), minimum_age_required: 0 }).success,
    ).toBe(true);
    const result = jobPostPayloadSchema.safeParse({ ...validPayload(), minimum_age_required: 19 });
    expect(messages(result)).toEqual({ minimum_age_required: 'Select minimum age' });
  });

  it('rejects a negative amount and an unknown action', () => {
    const result = jobPostPayloadSchema.safeParse({
      ...validPayload(),
      compensation_amount: -1,
      action: 'publish',
    });
    expect(messages(result)).toEqual({
      compensation_amount: 'Enter a valid amount',
      action: 'Use draft or save_and_publish',
    });
  });

  it('drops blank list items', () => {
    const job = jobPostPayloadSchema.parse({
      ...validPayload(),
      offerings: ['Flexible hours', ' '],
    });
    expect(job.offerings).toEqual(['Flexible hours']);
  });
});
