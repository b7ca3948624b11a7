import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from './issues';
import { EMPTY_JOB_FORM, jobFormSchema, type JobFormInput } from './job-form';

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  Object.fromEntries(
    (result.error ? fieldErrors(result.error) : []).map((e) => [e.field, e.message]),
  );

function validJob(): JobFormInput {
  return {
    ...EMPTY_JOB_FORM,
    title: 'After-school Barista',
    jobType: 'part-time',
    category: 'Restaurant',
    workFormat: 'in-person',
    minimumAge: '16',
    addressLine1: '200 Market St',
    city: 'Portland',
    state: 'OR',
    zip: '97201',
    description: 'Make coffee and greet guests.',
    contactEmail: 'jobs@cafe.example',
  };
}

describe('job form', () => {
  it('shows every SPEC message on an empty form', () => {
    expect(messages(jobFormSchema.safeParse(EMPTY_JOB_FORM))).toEqual({
      title: 'Job title is required',
      jobType: 'Select a job type',
      category: 'Select a category',
      workFormat: 'Select a work format',
      minimumAge: 'Select minimum age',
      addressLine1: 'Address is required',
      city: 'City is required',
      state: 'Select state',
      zip: 'Enter a valid ZIP',
      description: 'Job description is required',
      contactEmail: 'Enter a valid email',
    });
  });

  it('takes the minimum age as the select gives it, text or number', () => {
    expect(jobFormSchema.parse({ ...validJob(), minimumAge: '16' }).minimumAge).toBe(16);
    expect(jobFormSchema.parse({ ...validJob(), minimumAge: 14 }).minimumAge).toBe(14);
    expect(messages(jobFormSchema.safeParse({ ...validJob(), minimumAge: 13 }))).toEqual({
      minimumAge: 'Select minimum age',
    });
  });

  it('rejects unknown job types and formats with their select messages', () => {
    const result = jobFormSchema.safeParse({ ...validJob(), jobType: 'gig', workFormat: 'remote' });
    expect(messages(result)).toEqual({
      jobType: 'Select a job type',
      workFormat: 'Select a work format',
    });
  });

  it('checks the deadline date and a runaway compensation amount', () => {
    const result = jobFormSchema.safeParse({
      ...validJob(),
      applicationDeadline: '2026-02-30',
      compensation: '$99,999,999 per year',
    });
    expect(messages(result)).toEqual({
      applicationDeadline: 'Enter a valid date',
      compensation: 'Enter a valid amount',
    });
  });
});
