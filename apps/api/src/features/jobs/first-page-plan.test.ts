import { JOB_TYPES, jobListQuerySchema } from '@firstshift/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../db/test-database';
import { createJob } from '../../testing/factories';
import { perTestDatabase } from '../../testing/per-test-database';
import { listPublicJobs } from './jobs.repository';

// Decision 060: a list's first page is kept prepared without an OFFSET, so that PostgreSQL plans
// it once for any values. Given one as a value, it priced the plan as if a tenth of the matches
// were skipped, found planning each request anew cheaper, and did (first page 407 -> 290 µs at
// 200,000 jobs).

interface PreparedStatement {
  statement: string;
  generic_plans: number;
  custom_plans: number;
}

describe.skipIf(!testDatabaseKinds.includes('postgres'))(
  'a list kept prepared on PostgreSQL',
  () => {
    const testDatabase = perTestDatabase();

    it('plans a first page once for any values, and a later page for its own', async () => {
      const database = await testDatabase('postgres');
      const { db } = database;
      const job = await createJob(db);
      // 24,000 copies, 4,000 of each job type: enough rows that skipping a tenth of a type's
      // matches costs more than planning anew.
      const { rows } = await sql<{ column_name: string }>`select column_name
      from information_schema.columns where table_schema = current_schema()
      and table_name = 'jobs' and column_name not in ('id', 'job_type', 'job_types')
      and is_generated = 'NEVER'`.execute(db);
      const columns = sql.join(rows.map((row) => sql.ref(row.column_name)));
      const types = sql`(array[${sql.join(JOB_TYPES.map((type) => sql.lit(type)))}])`;
      await sql`insert into jobs (${columns}, job_type, job_types)
      select ${columns}, ${types}[n % ${JOB_TYPES.length} + 1],
        json_build_array(${types}[n % ${JOB_TYPES.length} + 1])::text
      from jobs cross join generate_series(1, 24000) as n where jobs.id = ${job}`.execute(db);
      await sql`delete from jobs where id = ${job}`.execute(db);
      await sql`analyze jobs`.execute(db);

      const prepared = await db.connection().execute(async (connection) => {
        for (let round = 0; round < 2; round++) {
          for (const job_type of JOB_TYPES) {
            for (const skip of ['0', '20']) {
              const page = await listPublicJobs(
                connection,
                jobListQuerySchema.parse({ job_type, skip }),
              );
              expect(page.total).toBe(1000);
            }
          }
        }
        const { rows } = await sql<PreparedStatement>`select statement, generic_plans,
        custom_plans from pg_prepared_statements`.execute(connection);
        return rows;
      });
      const pages = prepared.filter(({ statement }) => statement.includes('"summary"'));
      const firstPage = pages.find(({ statement }) => !/\boffset\b/.test(statement));
      const laterPage = pages.find(({ statement }) => /\boffset\b/.test(statement));
      expect(firstPage?.generic_plans).toBeGreaterThan(0);
      // A later page is planned for its values each time: PostgreSQL prices an OFFSET it is given.
      expect(laterPage).toMatchObject({ generic_plans: 0, custom_plans: 2 * JOB_TYPES.length });
    });
  },
);
