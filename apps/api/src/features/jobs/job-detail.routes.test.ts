import type { JobDetail } from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import { createBusiness, createJob } from '../../testing/factories';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';

describe.each(testDatabaseKinds)('GET /api/jobs/:id on %s', (kind) => {
  const ctx = setupTestApp(kind);

  it('returns the job with its company, tags and details', async () => {
    const business = await createBusiness(ctx.db, {
      business_name: 'Pawsitive Grooming',
      business_description: 'Dog grooming since 1999.',
    });
    const id = await createJob(ctx.db, {
      business,
      title: 'Dog bather',
      description: 'Bathe and dry dogs.',
      job_types: ['intern'],
      business_category: 'Pet Care',
      work_format: 'hybrid',
      minimum_age_required: 15,
      key_responsibilities: JSON.stringify(['Bathe dogs', 'Dry dogs']),
      requirements_qualifications: JSON.stringify(['Loves animals']),
      offerings: JSON.stringify(['Free treats']),
      compensation_type: 'hour',
      compensation_amount: 15,
      schedule: 'Saturdays 9-1',
      duration: 'Summer',
      application_deadline: '2026-08-31',
      contact_email: 'jobs@paws.test',
      after_school_hours_available: 1,
      applicants_count: 4,
      published_at: '2026-05-01T12:00:00.000Z',
    });

    const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<JobDetail>()).toEqual({
      id,
      title: 'Dog bather',
      company: {
        id: business.userId,
        name: 'Pawsitive Grooming',
        address: '100 Main St, Suite 2, Portland, OR 97201',
        description: 'Dog grooming since 1999.',
      },
      location: { street: '100 Main St', city: 'Portland', state: 'OR', zip: '97201' },
      tags: ['Internship', 'Pet Care', 'Hybrid'],
      applicants: 4,
      posted_date: '2026-05-01T12:00:00.000Z',
      description: 'Bathe and dry dogs.',
      key_responsibilities: ['Bathe dogs', 'Dry dogs'],
      requirements_qualifications: ['Loves animals'],
      offerings: ['Free treats'],
      type: ['intern'],
      job_details: {
        category: 'Pet Care',
        compensation: '$15 per hour',
        schedule: 'Saturdays 9-1',
        duration: 'Summer',
      },
      status: 'active',
      job_type: ['intern'],
      business_category: 'Pet Care',
      work_format: 'hybrid',
      minimum_age_required: 15,
      compensation_type: 'hour',
      compensation_amount: 15,
      duration: 'Summer',
      schedule: 'Saturdays 9-1',
      work_schedule: null,
      young_worker_hours_fit: false,
      application_deadline: '2026-08-31',
      contact_email: 'jobs@paws.test',
      high_school_students_welcome: false,
      after_school_hours_available: true,
      previous_experience_required: false,
    });
  });

  it('formats unpaid work and leaves unknown details empty', async () => {
    const id = await createJob(ctx.db, {
      compensation_type: 'Unpaid',
      compensation_amount: null,
      schedule: null,
      duration: null,
    });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${id}` });
    expect(res.json<JobDetail>().job_details).toMatchObject({
      compensation: 'Unpaid',
      schedule: '',
      duration: '',
    });
  });

  it('answers 404 "Job not found" for unknown, draft and archived jobs', async () => {
    const draft = await createJob(ctx.db, { status: 'draft' });
    const archived = await createJob(ctx.db, { status: 'archived' });
    for (const id of [draft, archived, 999_999, 99_999_999_999]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${id}` });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ message: 'Job not found' });
    }
  });

  it.each(['abc', '0x10', '1e1', '16.0', '%2016'])(
    'answers 400 for an id that is not a whole number in decimal digits: %s',
    async (id) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${id}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Job id must be a whole number', field: 'id' });
    },
  );
});
