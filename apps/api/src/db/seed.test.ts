import { afterEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/password';
import { insertUser } from '../testing/factories';
import { DEMO_APPLICANT_LOGIN, DEMO_BUSINESS_LOGIN, demoBusinesses } from './demo-data';
import { hasDemoAccounts, seedDemoData } from './seed';
import { type TestDatabase, createTestDatabase, testDatabaseKinds } from './test-database';

const demoJobCount = demoBusinesses.reduce((sum, b) => sum + b.jobs.length, 0);

describe.each(testDatabaseKinds)('demo data on %s', (kind) => {
  it('gives both demo accounts some hiring activity to look at', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await seedDemoData(db, new Date('2026-11-20T12:00:00.000Z'));
    const idOf = async (email: string) =>
      (
        await db
          .selectFrom('users')
          .select('id')
          .where('email_normalized', '=', email.toLowerCase())
          .executeTakeFirstOrThrow()
      ).id;
    const businessId = await idOf(DEMO_BUSINESS_LOGIN.email);
    const applicantId = await idOf(DEMO_APPLICANT_LOGIN.email);

    const received = await db
      .selectFrom('applications')
      .innerJoin('jobs', 'jobs.id', 'applications.job_id')
      .select(['applications.status', 'applications.business_viewed_at', 'jobs.applicants_count'])
      .where('jobs.business_id', '=', businessId)
      .execute();
    expect(received.map((a) => a.status).sort()).toEqual([
      'applied',
      'applied',
      'interview_scheduled',
      'rejected',
      'shortlisted',
      'shortlisted',
    ]);
    expect(received.filter((a) => a.business_viewed_at === null)).toHaveLength(2);

    // The classmate at interview_scheduled has the interview it stands for, agreed and ahead.
    const interviews = await db
      .selectFrom('interviews')
      .innerJoin('applications', 'applications.id', 'interviews.application_id')
      .select(['applications.status', 'interviews.status as interview', 'interviews.starts_at'])
      .execute();
    expect(interviews).toEqual([
      {
        status: 'interview_scheduled',
        interview: 'confirmed',
        starts_at: '2026-11-23T00:00:00.000Z',
      },
    ]);
    const events = await db
      .selectFrom('application_events')
      .select(['kind', 'actor_role'])
      .orderBy('created_at')
      .execute();
    expect(events).toEqual([
      { kind: 'interview_proposed', actor_role: 'business' },
      { kind: 'interview_confirmed', actor_role: 'applicant' },
    ]);

    const mine = await db
      .selectFrom('applications')
      .select('status')
      .where('applicant_id', '=', applicantId)
      .execute();
    expect(mine.map((a) => a.status).sort()).toEqual(['applied', 'shortlisted']);
    const favourites = await db
      .selectFrom('favourites')
      .innerJoin('jobs', 'jobs.id', 'favourites.job_id')
      .select('jobs.application_deadline')
      .where('favourites.applicant_id', '=', applicantId)
      .execute();
    expect(favourites).toHaveLength(2);
    // Favorite Jobs shows by when to apply to one of them.
    expect(favourites.filter((job) => job.application_deadline !== null)).toHaveLength(1);
    const history = await db.selectFrom('application_status_history').select('id').execute();
    // applied→interview (3), shortlisted (2), applied (1), applied (1), rejected (2); Maya's 2 + 1.
    expect(history).toHaveLength(12);
  });

  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
  });

  it('fills an empty database once, with working demo logins and dated jobs', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const now = new Date('2026-11-20T12:00:00.000Z');
    expect(await hasDemoAccounts(db)).toBe(false);

    const first = await seedDemoData(db, now);
    expect(first).toEqual({ seeded: true, businesses: demoBusinesses.length, jobs: demoJobCount });
    expect(await hasDemoAccounts(db)).toBe(true);

    const business = await db
      .selectFrom('users')
      .innerJoin('business_profiles', 'business_profiles.user_id', 'users.id')
      .select(['users.id', 'users.role', 'users.password_hash', 'business_profiles.business_name'])
      .where('users.email_normalized', '=', DEMO_BUSINESS_LOGIN.email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(business.role).toBe('business');
    expect(business.business_name).toBe(demoBusinesses[0]?.business_name);
    expect(await verifyPassword(business.password_hash ?? '', DEMO_BUSINESS_LOGIN.password)).toBe(
      true,
    );

    const applicant = await db
      .selectFrom('users')
      .innerJoin('applicant_profiles', 'applicant_profiles.user_id', 'users.id')
      .select(['users.role', 'users.password_hash', 'applicant_profiles.date_of_birth'])
      .where('users.email_normalized', '=', DEMO_APPLICANT_LOGIN.email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(applicant.role).toBe('applicant');
    expect(applicant.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await verifyPassword(applicant.password_hash ?? '', DEMO_APPLICANT_LOGIN.password)).toBe(
      true,
    );

    const firstDemoJob = demoBusinesses[0]?.jobs.find((j) => j.status === 'active');
    const stored = await db
      .selectFrom('jobs')
      .select(['published_at', 'company_name', 'job_type', 'status'])
      .where('business_id', '=', business.id)
      .where('title', '=', firstDemoJob?.title ?? '')
      .executeTakeFirstOrThrow();
    const expected = new Date(now.getTime() - (firstDemoJob?.daysAgo ?? 0) * 86_400_000);
    expect(stored.published_at).toBe(expected.toISOString());
    expect(stored.company_name).toBe(business.business_name);
    expect(stored.job_type).toBe(firstDemoJob?.job_types[0]);

    const drafts = await db
      .selectFrom('jobs')
      .select('published_at')
      .where('status', '=', 'draft')
      .execute();
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((d) => d.published_at === null)).toBe(true);

    const second = await seedDemoData(db, now);
    expect(second.seeded).toBe(false);
    const counts = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(counts.n).toBe(demoJobCount);
  });

  it('leaves a database that already has users alone', async () => {
    database = await createTestDatabase(kind);
    await insertUser(database.db, 'applicant', 'someone@example.test', null);
    expect((await seedDemoData(database.db)).seeded).toBe(false);
    expect(await hasDemoAccounts(database.db)).toBe(false);
  });
});
