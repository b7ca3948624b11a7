import { type JobDetail, type JobSummary, formDefaults, jobFormSchema } from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import { bearer, registerBusiness } from '../../testing/auth-testing';
import { postJob } from '../../testing/business-jobs-testing';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';

// One way to store pay (decision 016): a type sent through the API ("per hour") and the job
// form's text ("$14 per hour") are stored alike, and one compensation_type filter finds both.

describe.each(testDatabaseKinds)('pay as the API and the job form send it on %s', (kind) => {
  const ctx = setupTestApp(kind);

  /** The job form filled in as a business would, its compensation typed as free text. */
  const fromJobForm = (compensation: string) => ({
    ...jobFormSchema.parse({
      ...formDefaults(jobFormSchema),
      title: 'Form Barista',
      job_type: 'part-time',
      business_category: 'Restaurant',
      work_format: 'in-person',
      minimum_age_required: 16,
      location_street: '12 Oak St',
      location_city: 'Portland',
      location_state: 'OR',
      location_zip: '97201',
      description: 'Make coffee.',
      compensation,
      contact_email: 'jobs@bakery.test',
    }),
    action: 'save_and_publish' as const,
  });

  const titlesFor = async (compensationType: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/jobs/?compensation_type=${encodeURIComponent(compensationType)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json<JobSummary[]>()
      .map((job) => job.title)
      .sort();
  };

  it('stores "per hour" from the API as the form\'s "$14 per hour", and one filter finds both', async () => {
    const business = await registerBusiness(ctx.app);
    const viaApi = await postJob(ctx.app, business.access_token, {
      title: 'API Barista',
      compensation_type: 'per hour',
      compensation_amount: 14,
      action: 'save_and_publish',
    });
    const viaForm = await postJob(ctx.app, business.access_token, fromJobForm('$14 per hour'));
    await postJob(ctx.app, business.access_token, {
      title: 'Stipend Helper',
      compensation_type: 'stipend',
      compensation_amount: 500,
      action: 'save_and_publish',
    });

    const stored = await ctx.db
      .selectFrom('jobs')
      .select(['id', 'compensation_type', 'compensation_amount'])
      .where('id', 'in', [viaApi.id, viaForm.id])
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { id: viaApi.id, compensation_type: 'hour', compensation_amount: 14 },
      { id: viaForm.id, compensation_type: 'hour', compensation_amount: 14 },
    ]);
    for (const job of [viaApi, viaForm]) {
      expect(job).toMatchObject({
        compensation_type: 'hour',
        compensation_amount: 14,
        job_details: { compensation: '$14 per hour' },
      });
    }

    for (const filter of ['hour', 'per hour', 'Per Hour', '/hr', 'hourly']) {
      expect(await titlesFor(filter), filter).toEqual(['API Barista', 'Form Barista']);
    }
    expect(await titlesFor('stipend')).toEqual(['Stipend Helper']);
    expect(await titlesFor('per week')).toEqual([]);
  });

  it('normalises the type of an edited job too', async () => {
    const business = await registerBusiness(ctx.app);
    const job = await postJob(ctx.app, business.access_token, { action: 'save_and_publish' });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/jobs/${job.id}`,
      headers: bearer(business.access_token),
      payload: { ...fromJobForm(''), compensation_type: '/visit', compensation_amount: 25 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<JobDetail>()).toMatchObject({
      compensation_type: 'per visit',
      job_details: { compensation: '$25 per visit' },
    });
    expect(await titlesFor('per visit')).toEqual(['Form Barista']);
  });
});
