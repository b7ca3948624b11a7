import { type ApplicantDashboard, applicantDashboardSchema } from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import {
  createApplication,
  createBusiness,
  createJob,
  createSavedSearch,
} from '../../testing/factories';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import { readOk } from '../../testing/http-testing';
import { signedInApplicant } from '../../testing/applicant-testing';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe.each(testDatabaseKinds)('GET /api/applicant/dashboard on %s', (kind) => {
  const ctx = setupTestApp(kind);

  const dashboard = (token: string): Promise<ApplicantDashboard> =>
    readOk(ctx.app, '/api/applicant/dashboard', token, applicantDashboardSchema);
  const saveSearch = (applicantId: number, filters: object, lastCheckedAt: string) =>
    createSavedSearch(ctx.db, applicantId, {
      name: 'Search',
      filters: JSON.stringify(filters),
      last_checked_at: lastCheckedAt,
    });

  it('is empty for a new applicant', async () => {
    const applicant = await signedInApplicant(ctx.db);
    // The schema names every metric; each is 0.
    const { metrics, ...lists } = await dashboard(applicant.token);
    expect(Object.values(metrics)).toEqual([0, 0, 0, 0]);
    expect(lists).toEqual({ recent_applications: [], job_alerts: [] });
  });

  it('counts all, active (neither accepted nor rejected) and last-30-days applications, and favourites', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const business = await createBusiness(ctx.db, { business_name: 'Powell Books' });
    const job = (title: string) => createJob(ctx.db, { business, title });
    const statuses = [
      ['Applied', 'applied', 1],
      ['Shortlisted', 'shortlisted', 2],
      ['Interview', 'interview_scheduled', 3],
      ['Accepted', 'accepted', 4],
      ['Rejected', 'rejected', 40],
      ['Long ago', 'applied', 90],
    ] as const;
    const ids: Record<string, number> = {};
    const stamps: Record<string, string> = {};
    for (const [title, status, age] of statuses) {
      stamps[title] = daysAgo(age);
      ids[title] = await createApplication(ctx.db, await job(title), {
        applicant,
        status,
        created_at: stamps[title],
      });
    }
    const favourite = await job('Favourite');
    const archivedFavourite = await createJob(ctx.db, { business, status: 'archived' });
    await ctx.db
      .insertInto('favourites')
      .values(
        [favourite, archivedFavourite].map((job_id) => ({
          applicant_id: applicant.userId,
          job_id,
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    const other = await signedInApplicant(ctx.db);
    await createApplication(ctx.db, favourite, { applicant: other });

    const { metrics, recent_applications } = await dashboard(applicant.token);
    expect(metrics).toEqual({
      total_applications: 6,
      active_applications: 4,
      // The archived one is still saved, listed as closed (decision 111).
      favourite_jobs: 2,
      recent_applications: 4,
    });
    expect(recent_applications).toHaveLength(5);
    expect(recent_applications[0]).toEqual({
      id: ids.Applied,
      job_title: 'Applied',
      company_name: 'Powell Books',
      applied_at: stamps.Applied,
      status: 'applied',
    });
    expect(recent_applications.map((a) => a.job_title)).toEqual([
      'Applied',
      'Shortlisted',
      'Interview',
      'Accepted',
      'Rejected',
    ]);
  });

  it('builds job alerts from saved searches, newest first, new when published since last checked', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const business = await createBusiness(ctx.db, { business_name: 'Powell Books' });
    const at = (month: string) => `2026-${month}-01T00:00:00.000Z`;
    const portland = { business, location_city: 'Portland', job_types: ['volunteer' as const] };
    const oldOne = await createJob(ctx.db, { ...portland, title: 'Old', published_at: at('03') });
    const fresh = await createJob(ctx.db, { ...portland, title: 'Fresh', published_at: at('05') });
    const remote = await createJob(ctx.db, {
      business,
      title: 'Remote tutor',
      location_city: 'Salem',
      work_format: 'virtual',
      published_at: at('04'),
    });
    await createJob(ctx.db, { business, title: 'Unmatched', location_city: 'Bend' });
    await createJob(ctx.db, {
      ...portland,
      title: 'Draft',
      status: 'draft',
      published_at: at('06'),
    });
    await saveSearch(applicant.userId, { city: 'Portland' }, at('04'));
    await saveSearch(applicant.userId, { work_format: 'virtual' }, at('05'));
    // Another applicant's searches never reach this dashboard.
    const other = await signedInApplicant(ctx.db);
    await saveSearch(other.userId, { city: 'Bend' }, at('01'));

    const { job_alerts } = await dashboard(applicant.token);
    expect(job_alerts).toEqual([
      {
        id: fresh,
        title: 'Fresh',
        company: 'Powell Books',
        location_city: 'Portland',
        location_state: 'OR',
        job_type: ['volunteer'],
        posted: at('05'),
        is_new: true,
      },
      expect.objectContaining({ id: remote, is_new: false }),
      expect.objectContaining({ id: oldOne, is_new: false }),
    ]);
  });
});
