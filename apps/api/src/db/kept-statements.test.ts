import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBusiness, createJob } from '../testing/factories';
import { MAX_PREPARED_STATEMENTS, inline, runKept, shapeOf, sharedPlanDb } from './kept-statements';
import { type TestDatabase, createTestDatabase, testDatabaseKinds } from './test-database';

describe('shapeOf', () => {
  it('names the values given, whatever they are, and not those left out', () => {
    expect(shapeOf('list', { state: 'OR', city: undefined, minimum_age: 0 })).toBe(
      'list|minimum_age,state',
    );
    expect(shapeOf('list', { minimum_age: 16, state: 'WA' })).toBe('list|minimum_age,state');
    expect(shapeOf('count', { state: 'WA' })).not.toBe(shapeOf('list', { state: 'WA' }));
  });
});

describe.each(testDatabaseKinds)('kept statements on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it('compile once per shape and run with each call’s own values', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const business = await createBusiness(db);
    await createJob(db, { business, title: 'Oregon barista', location_state: 'OR' });
    await createJob(db, { business, title: 'Washington barista', location_state: 'WA' });
    await createJob(db, {
      business,
      title: 'Washington cook',
      location_state: 'WA',
      minimum_age_required: 18,
    });

    const build = vi.fn(
      (values: { state: string; age?: number }, bind: ReturnType<typeof inline<typeof values>>) => {
        let query = db
          .selectFrom('jobs')
          .select('title')
          .where('location_state', '=', bind('state'))
          .orderBy('title');
        if (values.age !== undefined)
          query = query.where('minimum_age_required', '<=', bind('age'));
        return query;
      },
    );
    const titles = async (values: { state: string; age?: number }) =>
      (await runKept(db, 'test', values, (bind) => build(values, bind))).map((row) => row.title);

    expect(await titles({ state: 'OR' })).toEqual(['Oregon barista']);
    expect(await titles({ state: 'WA' })).toEqual(['Washington barista', 'Washington cook']);
    expect(build).toHaveBeenCalledTimes(1);
    // Another shape: the age is given.
    expect(await titles({ state: 'WA', age: 16 })).toEqual(['Washington barista']);
    expect(await titles({ state: 'WA', age: 18 })).toEqual([
      'Washington barista',
      'Washington cook',
    ]);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('kept prepared, answer each call’s values, prepared once per connection on PostgreSQL', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const business = await createBusiness(db);
    await createJob(db, { business, title: 'Oregon barista', location_state: 'OR' });
    await createJob(db, { business, title: 'Washington barista', location_state: 'WA' });
    await db.connection().execute(async (connection) => {
      const titles = async (state: string) =>
        (
          await runKept(
            connection,
            'prepared-test',
            { state },
            (bind) =>
              connection
                .selectFrom('jobs')
                .select('title')
                .where('location_state', '=', bind('state')),
            { prepare: true },
          )
        ).map((row) => row.title);
      for (let round = 0; round < 7; round++) {
        expect(await titles('OR')).toEqual(['Oregon barista']);
        expect(await titles('WA')).toEqual(['Washington barista']);
      }
      if (kind === 'postgres') {
        const prepared = await sql<{ statement: string }>`select statement
          from pg_prepared_statements where name like 'kept_%'`.execute(connection);
        expect(prepared.rows).toHaveLength(1);
        expect(prepared.rows[0]?.statement).toMatch(
          /^\/\* kept \d+ \*\/ select "title" from "jobs"/,
        );
      }
    });
  });

  it('kept with a shared plan, answer each call’s values, planned once for any values on PostgreSQL', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const business = await createBusiness(db);
    await createJob(db, { business, title: 'Oregon barista', location_state: 'OR' });
    await createJob(db, { business, title: 'Washington barista', location_state: 'WA' });
    const titles = async (state: string, sharedPlan: boolean) =>
      (
        await runKept(
          db,
          sharedPlan ? 'shared-plan-test' : 'own-plans-test',
          { state },
          (bind) =>
            db.selectFrom('jobs').select('title').where('location_state', '=', bind('state')),
          { prepare: true, sharedPlan },
        )
      ).map((row) => row.title);
    for (let round = 0; round < 3; round++) {
      for (const sharedPlan of [true, false]) {
        expect(await titles('OR', sharedPlan)).toEqual(['Oregon barista']);
        expect(await titles('WA', sharedPlan)).toEqual(['Washington barista']);
      }
    }
    if (kind !== 'postgres') {
      expect(sharedPlanDb(db)).toBe(db);
      return;
    }
    // One after the other, each pool's calls ran on one connection of its own.
    const plans = (on: typeof db) =>
      sql<{ generic_plans: number; custom_plans: number }>`select generic_plans, custom_plans
        from pg_prepared_statements where name like 'kept_%'`.execute(on);
    // Six runs on the sharing connections: one plan for any values, made once and used six times.
    expect((await plans(sharedPlanDb(db))).rows).toEqual([{ generic_plans: 6, custom_plans: 0 }]);
    // PostgreSQL's own choice elsewhere: a plan for each call's values, the first five times.
    const own = (await plans(db)).rows;
    expect(own).toHaveLength(1);
    expect(own[0]?.custom_plans).toBeGreaterThanOrEqual(5);
  });

  it('refuse a statement that asks for a value not given', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const values: { state?: string } = {};
    await expect(
      runKept(db, 'missing', values, (bind) =>
        db.selectFrom('jobs').select('id').where('location_state', '=', bind('state')),
      ),
    ).rejects.toThrow('A kept statement needs the value "state"');
    expect(() => inline(values)('state')).toThrow('A kept statement needs the value "state"');
  });

  it('prepare a bounded number of statements on a connection, however many shapes arrive', async () => {
    // Only PostgreSQL prepares; the numbers are the process's, so this runs last.
    if (kind !== 'postgres') return;
    database = await createTestDatabase(kind);
    const { db } = database;
    await db.connection().execute(async (connection) => {
      // More SQL texts than may be prepared, each run twice: all answer, few are prepared.
      for (let round = 0; round < 2; round++) {
        for (let n = 0; n <= MAX_PREPARED_STATEMENTS + 10; n++) {
          const rows = await runKept(
            connection,
            `bound-${n}`,
            { n },
            (bind) =>
              connection
                .selectNoFrom([sql.lit(n).as('shape'), sql<number>`${bind('n')}`.as('n')])
                .$castTo<{ shape: number; n: number }>(),
            { prepare: true },
          );
          expect(rows).toEqual([{ shape: n, n: String(n) }]);
        }
      }
      const prepared = await sql<{ count: number }>`select count(*) as count
        from pg_prepared_statements where name like 'kept_%'`.execute(connection);
      expect(prepared.rows[0]?.count).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS);
      expect(prepared.rows[0]?.count).toBeGreaterThan(MAX_PREPARED_STATEMENTS - 20);
    });
  });
});
