import { type Kysely, Migrator, type RawBuilder, sql } from 'kysely';
import { BUSINESS_CATEGORY_NAMES } from '@firstshift/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate';
import { vacuumedUntilAllVisible } from '../testing/all-visible';
import { type TestJobFields, createBusiness, createJobs } from '../testing/factories';
import { type Db } from './create-db';
import { type TestDatabase, createTestDatabase, testDatabaseKinds } from './test-database';

/**
 * PostgreSQL's plan for `query` with table and bitmap scans off: what is left shows whether an
 * index suffices on its own.
 */
async function planFromIndexes(db: Db, query: RawBuilder<unknown>): Promise<string> {
  return db.connection().execute(async (connection) => {
    await sql`set enable_seqscan = off`.execute(connection);
    await sql`set enable_bitmapscan = off`.execute(connection);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain (costs off) ${query}`.execute(
      connection,
    );
    await sql`reset all`.execute(connection);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe.each(testDatabaseKinds)('migrations on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
  });

  const now = new Date().toISOString();
  const user = (email: string) => ({
    role: 'applicant' as const,
    email,
    email_normalized: email.toLowerCase(),
    password_hash: null,
    google_subject: null,
    first_name: null,
    last_name: null,
    phone_number: null,
    email_notifications: 1,
    created_at: now,
    updated_at: now,
  });

  /**
   * A new database holding 30 jobs of one business (named `businessName`), each `job(i)`,
   * vacuumed and analysed until every page is all-visible, so that PostgreSQL may answer from an
   * index alone.
   */
  async function analyzedJobs(
    job: (i: number) => TestJobFields,
    businessName?: string,
  ): Promise<Db> {
    database = await createTestDatabase(kind);
    const { db } = database;
    const business = await createBusiness(db, { business_name: businessName });
    await createJobs(
      db,
      Array.from({ length: 30 }, (_, i) => ({ business, ...job(i) })),
    );
    await vacuumedUntilAllVisible(db);
    return db;
  }

  // Decision 048: PostgreSQL counts a ZIP code's matches from its index alone, which it can do
  // only when the index holds the column its expression is on.
  it.runIf(kind === 'postgres')(
    'lets PostgreSQL count a ZIP code from its index alone',
    async () => {
      const db = await analyzedJobs((i) => ({ location_zip: i % 2 ? '97201' : '97201-1234' }));
      const plan = await planFromIndexes(
        db,
        sql`select count(*) from (select jobs.id from jobs where jobs.status = 'active'
          and substr(jobs.location_zip, 1, 5) = '97201' and jobs.minimum_age_required <= 16
          order by jobs.published_at desc, jobs.id desc limit 1001) as counted`,
      );
      expect(plan).toContain('Index Only Scan Backward using jobs_active_zip_include_idx');
    },
  );

  // Decision 050: a company's jobs, with the other filters, are read from the business's index
  // alone on PostgreSQL: it holds the filters' columns.
  it.runIf(kind === 'postgres')(
    'lets PostgreSQL find a company’s jobs in a state from the business’s index alone',
    async () => {
      const db = await analyzedJobs(
        (i) => ({ location_state: i % 2 ? 'WA' : 'OR', job_type: 'seasonal' }),
        'Riverside Market',
      );
      const plan = await planFromIndexes(
        db,
        sql`select jobs.id from jobs where jobs.status = 'active' and jobs.location_state = 'WA'
          and jobs.job_type = 'seasonal' and lower(jobs.location_city) <> 'salem'
          and jobs.business_id in (select user_id from business_profiles
            where lower(business_name) like '%market%')
          order by jobs.published_at desc, jobs.id desc limit 20`,
      );
      expect(plan).toContain('Index Only Scan using jobs_active_business_cover_idx');
    },
  );

  // Decision 051: a pay type or a ZIP code with the seek index's filters seeks them in an index
  // that leads with it, from that index alone on PostgreSQL (it includes the columns named).
  it.runIf(kind === 'postgres')(
    'lets PostgreSQL seek a pay type’s and a ZIP code’s combinations from their indexes alone',
    async () => {
      const db = await analyzedJobs((i) => ({
        job_type: i % 2 ? 'seasonal' : 'intern',
        compensation_type: i % 3 ? 'hour' : 'per month stipend',
        location_zip: i % 2 ? '97201' : '98101-1234',
      }));
      const categories = sql.join(BUSINESS_CATEGORY_NAMES.map((name) => sql.lit(name)));
      const pay = await planFromIndexes(
        db,
        sql`select jobs.id from jobs where jobs.status = 'active' and jobs.job_type = 'seasonal'
          and lower(jobs.compensation_type) = 'hour' and jobs.compensation_type is not null
          and jobs.business_category in (${categories}) limit 1001`,
      );
      expect(pay).toContain('Index Only Scan using jobs_active_pay_seek_idx');
      const zip = await planFromIndexes(
        db,
        sql`select jobs.id from jobs where jobs.status = 'active' and jobs.job_type = 'intern'
          and substr(jobs.location_zip, 1, 5) = '98101' and jobs.location_zip <> ''
          and jobs.location_zip = '98101-1234' and jobs.business_category in (${categories})
          limit 1001`,
      );
      expect(zip).toContain('Index Only Scan using jobs_active_zip_seek_idx');
    },
  );

  // Decision 061: a city is counted, and a sorted list's candidates taken with their keys, from
  // PostgreSQL's filter indexes alone: they include the city and the sort keys.
  it.runIf(kind === 'postgres')(
    'lets PostgreSQL count a city and take a sorted list’s keys from the filter indexes alone',
    async () => {
      const db = await analyzedJobs((i) => ({
        location_city: i % 2 ? 'Portland' : 'Salem',
        location_state: i % 3 ? 'OR' : 'WA',
      }));
      const city = await planFromIndexes(
        db,
        sql`select count(*) from (select jobs.id from jobs where jobs.status = 'active'
          and lower(jobs.location_city) = 'portland' and jobs.location_state = 'OR'
          order by jobs.published_at desc, jobs.id desc limit 1001) as counted`,
      );
      expect(city).toContain('Index Only Scan Backward using jobs_active_city_cover_idx');
      const byTitle = await planFromIndexes(
        db,
        sql`select jobs.id, lower(jobs.title) as sort_key from jobs where jobs.status = 'active'
          order by jobs.published_at desc, jobs.id desc limit 1000`,
      );
      expect(byTitle).toContain('Index Only Scan Backward using jobs_active_published_cover_idx');
      const byCompany = await planFromIndexes(
        db,
        sql`select jobs.id, lower(jobs.company_name) as sort_key from jobs
          where jobs.status = 'active' and jobs.location_state = 'WA'
          order by jobs.published_at desc, jobs.id desc limit 1000`,
      );
      expect(byCompany).toContain('Index Only Scan Backward using jobs_active_state_cover_idx');
    },
  );

  it('does nothing when run again', async () => {
    database = await createTestDatabase(kind);
    expect(await migrateToLatest(database.db)).toEqual([]);
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('creates every table of the data model', async () => {
    database = await createTestDatabase(kind);
    const tables = (await database.db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'business_profiles',
        'applicant_profiles',
        'jobs',
        'favourites',
        'files',
        'applications',
        'application_status_history',
        'saved_searches',
        'job_alerts',
        'notification_settings',
        'notifications',
        'mail_outbox',
        'password_reset_tokens',
        'oauth_states',
        'auth_handoffs',
        'throttle_counters',
        'interviews',
        'interview_slots',
        'application_events',
        'application_messages',
        'message_reports',
      ]),
    );
  });

  it('keeps emails unique whatever their case', async () => {
    database = await createTestDatabase(kind);
    await database.db.insertInto('users').values(user('Ana@Example.test')).execute();
    await expect(
      database.db.insertInto('users').values(user('ana@example.TEST')).execute(),
    ).rejects.toThrow();
  });

  it('refuses rows that break the model: unknown status, orphan session', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await expect(
      db
        .insertInto('sessions')
        .values({
          user_id: 12345,
          token_hash: 'x',
          remember: 0,
          expires_at: now,
          created_at: now,
          last_used_at: now,
        })
        .execute(),
    ).rejects.toThrow();
    await expect(
      sql`insert into users (role, email, email_normalized, created_at, updated_at)
          values ('admin', 'a@b.test', 'a@b.test', ${now}, ${now})`.execute(db),
    ).rejects.toThrow();
  });

  // A start cut short (kill -9, a failing step) must leave a migration wholly done or not at
  // all: half of one stopped every later start. A failing step stands for the crash here.
  it('runs the pending migrations in one transaction, undone entirely when a step fails', async () => {
    database = await createTestDatabase(kind);
    const db = database.db as unknown as Kysely<unknown>;
    const migrator = new Migrator({
      db,
      migrationTableName: 'test_migrations',
      migrationLockTableName: 'test_migrations_lock',
      provider: {
        getMigrations: () =>
          Promise.resolve({
            '1-half': {
              up: async (trx: Kysely<unknown>) => {
                await sql`create table made_first (id integer)`.execute(trx);
                await sql`create index made_first_idx on made_first (id)`.execute(trx);
                await sql`select * from no_such_table`.execute(trx);
              },
            },
          }),
      },
    });
    const { error } = await migrator.migrateToLatest();
    expect(error).toBeDefined();
    const tables =
      kind === 'postgres'
        ? await sql`select 1 from pg_tables where tablename = 'made_first'
            and schemaname = current_schema()`.execute(db)
        : await sql`select 1 from sqlite_master where name = 'made_first'`.execute(db);
    expect(tables.rows).toEqual([]);
    const done = await sql<{ name: string }>`select name from test_migrations`.execute(db);
    expect(done.rows).toEqual([]);
  });
});
