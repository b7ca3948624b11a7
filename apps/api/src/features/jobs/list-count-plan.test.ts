import { JOB_TYPES, jobListQuerySchema } from '@firstshift/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/create-db';
import { type TestDatabase, createTestDatabase, testDatabaseKinds } from '../../db/test-database';
import { vacuumedUntilAllVisible } from '../../testing/all-visible';
import { createJob } from '../../testing/factories';
import { planForAnyValues } from '../../testing/plan-for-any-values';
import { sentStatements } from '../../testing/sent-statements';
import { listPublicJobs } from './jobs.repository';

// Decision 098: on PostgreSQL, a list of one filter that leads an index of its own by date (with
// an age or not) is counted newest first down that index, where its 1,001 entries lie together;
// the seek index, whose entries for it lie across the table, counts combinations of filters.

const onPostgres = testDatabaseKinds.includes('postgres');

describe.skipIf(!onPostgres)('a list’s count on PostgreSQL', () => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    db = database.db;
    const job = await createJob(db);
    // 1,200 jobs of each job type (more than a count reaches), in two states and two formats,
    // vacuumed and analysed as autovacuum would.
    const { rows } = await sql<{ column_name: string }>`select column_name
      from information_schema.columns where table_schema = current_schema()
      and table_name = 'jobs' and is_generated = 'NEVER' and column_name not in
      ('id', 'job_type', 'job_types', 'location_state', 'work_format', 'published_at')`.execute(db);
    const columns = sql.join(rows.map((row) => sql.ref(row.column_name)));
    const types = sql`(array[${sql.join(JOB_TYPES.map((type) => sql.lit(type)))}])`;
    const type = sql`${types}[n % ${JOB_TYPES.length} + 1]`;
    await sql`insert into jobs (${columns}, job_type, job_types, location_state, work_format,
        published_at)
      select ${columns}, ${type}, json_build_array(${type})::text,
        case when n % 2 = 0 then 'OR' else 'WA' end,
        case when n / ${JOB_TYPES.length} % 3 = 0 then 'virtual' else 'in-person' end,
        to_char(timestamp '2026-01-01' + n * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"')
      from jobs cross join generate_series(1, ${JOB_TYPES.length * 1200}) as n
      where jobs.id = ${job}`.execute(db);
    await sql`delete from jobs where id = ${job}`.execute(db);
    await vacuumedUntilAllVisible(db);
    return () => database.destroy();
  }, 60_000);

  /** The one statement a list sends, and the plan made once for it. */
  async function listed(query: Record<string, string>) {
    const { result, statements } = await sentStatements(db, () =>
      listPublicJobs(db, jobListQuerySchema.parse(query)),
    );
    const statement = statements.at(-1);
    if (!statement) throw new Error('no statement sent');
    return { result, statements, plan: await planForAnyValues(db, statement) };
  }

  it.each<[Record<string, string>, string]>([
    [{ job_type: 'seasonal' }, 'jobs_active_job_type_cover_idx'],
    [{ job_type: 'seasonal', minimum_age: '16' }, 'jobs_active_job_type_cover_idx'],
    [{ state: 'OR' }, 'jobs_active_state_cover_idx'],
    [{ work_format: 'virtual' }, 'jobs_active_work_format_cover_idx'],
  ])('counts %o newest first down its own index', async (query, index) => {
    const { result, statements, plan } = await listed(query);
    expect(statements).toHaveLength(1);
    expect(result.total).toBe(1000);
    expect(result.totalIsCapped).toBe(true);
    expect(plan).toContain(`Index Only Scan Backward using ${index}`);
    expect(plan).not.toContain('jobs_active_filter_seek_idx');
  });

  it('counts a combination of filters through the seek index', async () => {
    const { result, plan } = await listed({ job_type: 'seasonal', work_format: 'virtual' });
    const counted = await db
      .selectFrom('jobs')
      .where('job_type', '=', 'seasonal')
      .where('work_format', '=', 'virtual')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(counted.count).toBeGreaterThan(300);
    expect(result.total).toBe(counted.count);
    expect(plan).toContain('Index Only Scan using jobs_active_filter_seek_idx');
  });
});
