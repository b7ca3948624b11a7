import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBusiness, createJob } from '../testing/factories';
import type { Db } from './create-db';
import { keepingStatements } from './create-db';
import {
  MAX_PREPARED_STATEMENTS,
  inline,
  placeholderSplit,
  plannedOnce,
  postgresLiteral,
  runKept,
  shapeOf,
  sharedPlanDb,
  sqliteLiteral,
} from './kept-statements';
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

describe('plannedOnce', () => {
  it('writes each placeholder +?, and leaves quoted text and comments as they are', () => {
    expect(plannedOnce('select id from t where a = ? and b in (?, ?) limit ?')).toBe(
      'select id from t where a = +? and b in (+?, +?) limit +?',
    );
    expect(
      plannedOnce(
        `/* why? */ select 'it''s ?' as "a?""b", [c?] from t -- where?\nwhere c = ? and d = '?'`,
      ),
    ).toBe(
      `/* why? */ select 'it''s ?' as "a?""b", [c?] from t -- where?\nwhere c = +? and d = '?'`,
    );
  });
});

describe('placeholderSplit', () => {
  it('cuts at each placeholder, not at one in quoted text or a comment', () => {
    expect(placeholderSplit(`select 'a?' from t /* ? */ where a = ? and "b?" in (?, ?)`)).toEqual([
      `select 'a?' from t /* ? */ where a = `,
      ` and "b?" in (`,
      ', ',
      ')',
    ]);
    expect(placeholderSplit('select 1')).toEqual(['select 1']);
  });
});

describe('placeholderSplit on PostgreSQL', () => {
  it('cuts at each numbered placeholder, not at one in quoted text, a name or a comment', () => {
    expect(
      placeholderSplit(
        `select '$1' as "$2", $10::int from t /* $3 */ where a = $1 -- $4\nand b in ($2, $3)`,
        'postgres',
      ),
    ).toEqual([
      `select '$1' as "$2", `,
      `::int from t /* $3 */ where a = `,
      ` -- $4\nand b in (`,
      ', ',
      ')',
    ]);
    // A dollar without a number is no placeholder.
    expect(placeholderSplit(`select '$' || $ab from t`, 'postgres')).toEqual([
      `select '$' || $ab from t`,
    ]);
  });
});

describe('postgresLiteral', () => {
  it('writes text quoted, whole numbers in parentheses and flags as PostgreSQL reads them', () => {
    expect(postgresLiteral('Pet Care')).toBe(`'Pet Care'`);
    expect(postgresLiteral(`O'Brien'); drop table t; --`)).toBe(`'O''Brien''); drop table t; --'`);
    // In parentheses, so that "a -$1" never becomes a comment.
    expect(postgresLiteral(-3)).toBe('(-3)');
    expect(postgresLiteral(16)).toBe('(16)');
    expect(postgresLiteral(true)).toBe('true');
  });

  it('leaves bound what it cannot write exactly, whatever the server reads a backslash as', () => {
    expect(postgresLiteral('a\0b')).toBeUndefined();
    expect(postgresLiteral('a\\b')).toBeUndefined();
    expect(postgresLiteral(1.5)).toBeUndefined();
    expect(postgresLiteral(null)).toBeUndefined();
    expect(postgresLiteral(['OR'])).toBeUndefined();
  });
});

describe('sqliteLiteral', () => {
  it('writes text quoted, whole numbers and flags as SQLite reads them', () => {
    expect(sqliteLiteral('Pet Care')).toBe(`'Pet Care'`);
    expect(sqliteLiteral(`O'Brien'); drop table t; --`)).toBe(`'O''Brien''); drop table t; --'`);
    expect(sqliteLiteral(16)).toBe('16');
    expect(sqliteLiteral(-3)).toBe('-3');
    expect(sqliteLiteral(true)).toBe('1');
    expect(sqliteLiteral(false)).toBe('0');
  });

  it('leaves bound what it cannot write exactly', () => {
    expect(sqliteLiteral('a\0b')).toBeUndefined();
    expect(sqliteLiteral(1.5)).toBeUndefined();
    expect(sqliteLiteral(Number.MAX_SAFE_INTEGER + 2)).toBeUndefined();
    expect(sqliteLiteral(null)).toBeUndefined();
  });
});

// Decision 074: SQLite's statistics hold samples of each index's values (STAT4). A statement with
// a value in a condition on an indexed column is planned again for each call's values; written by
// plannedOnce, it keeps the plan it was first prepared with. Shown by which index a statement
// reads: without ORDER BY, its rows come in that index's order.
describe('kept statements on SQLite, planned for their values or once', () => {
  interface Rows {
    t: { id: number; a: number; b: number; up: number; down: number };
  }
  let raw: SqliteDatabase.Database | undefined;
  afterEach(() => raw?.close());

  function sampledTable() {
    raw = new SqliteDatabase(':memory:');
    raw.exec(`create table t (id integer primary key, a integer, b integer, up integer, down integer);
      create index t_a on t (a, up);
      create index t_b on t (b, down)`);
    // Half the rows hold a = 0, the rest a value each: a value of a holds two rows on average,
    // where each value of b holds a hundred. a = 0 and b = 0 both hold id 0, 100, ... 4900.
    const insert = raw.prepare('insert into t values (?, ?, ?, ?, ?)');
    raw.transaction(() => {
      for (let id = 0; id < 10_000; id++) insert.run(id, id < 5_000 ? 0 : id, id % 100, id, -id);
    })();
    raw.exec('analyze');
    // Kept as the app keeps them (create-db.ts), each SQL text prepared once.
    const prepared: string[] = [];
    const opened = raw;
    const db = new Kysely<Rows>({
      dialect: new SqliteDialect({
        database: keepingStatements({
          prepare: (text) => {
            prepared.push(text);
            return opened.prepare(text);
          },
          close: () => opened.close(),
        }),
      }),
    });
    const planned = async (values: { a: number; b: number }) =>
      (
        await runKept(
          db as unknown as Db,
          'planned-for-a',
          values,
          (bind) =>
            db.selectFrom('t').select('id').where('a', '=', bind('a')).where('b', '=', bind('b')),
          { planFor: ['a'] },
        )
      ).map((row) => row.id);
    const ids = async (values: { a: number; b: number }, planOnce: boolean) =>
      (
        await runKept(
          db as unknown as Db,
          planOnce ? 'planned-once' : 'planned-for-values',
          values,
          (bind) =>
            db.selectFrom('t').select('id').where('a', '=', bind('a')).where('b', '=', bind('b')),
          { planOnce },
        )
      ).map((row) => row.id);
    return { ids, planned, prepared };
  }

  const everyHundredth = Array.from({ length: 50 }, (_, n) => n * 100);

  it('plans a statement again for the values of each call', async () => {
    const { ids } = sampledTable();
    // Prepared for a rare value of a: read through t_a.
    expect(await ids({ a: 7_000, b: 0 }, false)).toEqual([7_000]);
    // a = 0 holds half the table, b = 0 a hundredth: read through t_b, highest id first.
    expect(await ids({ a: 0, b: 0 }, false)).toEqual(everyHundredth.toReversed());
  });

  it('writes the values it is planned for into the statement, one statement per value', async () => {
    const { planned, prepared } = sampledTable();
    // Planned for a = 7000, a rare value: through t_a.
    expect(await planned({ a: 7_000, b: 0 })).toEqual([7_000]);
    expect(await planned({ a: 7_000, b: 1 })).toEqual([]);
    // Planned for a = 0, half the table: through t_b, highest id first, as for bound values.
    expect(await planned({ a: 0, b: 0 })).toEqual(everyHundredth.toReversed());
    expect(await planned({ a: 0, b: 100 })).toEqual([]);
    // One statement for each value of a, b bound in it.
    expect(prepared).toEqual([
      'select "id" from "t" where "a" = 7000 and "b" = ?',
      'select "id" from "t" where "a" = 0 and "b" = ?',
    ]);
  });

  it('writes text it is planned for quoted, whatever it holds', async () => {
    sampledTable();
    const db = new Kysely<{ t: { id: number; a: number } }>({
      dialect: new SqliteDialect({ database: keepingStatements(raw as SqliteDatabase.Database) }),
    });
    const named = async (name: string) =>
      runKept(
        db as unknown as Db,
        'named',
        { name },
        (bind) =>
          db
            .selectFrom('t')
            .select('id')
            .where(sql<string>`'x' || a`, '=', bind('name')),
        { planFor: ['name'] },
      );
    expect(await named(`x0'); drop table t; --`)).toEqual([]);
    expect(await named('x7000')).toEqual([{ id: 7_000 }]);
    // A NUL is bound: written, it would end the text.
    expect(await named('x7000\0')).toEqual([]);
    expect(raw?.prepare('select count(*) as n from t').get()).toEqual({ n: 10_000 });
  });

  it('keeps one plan for any values when written to be planned once', async () => {
    const { ids } = sampledTable();
    expect(await ids({ a: 7_000, b: 0 }, true)).toEqual([7_000]);
    // Still through t_a, whose values hold two rows on average: the same rows, lowest id first.
    expect(await ids({ a: 0, b: 0 }, true)).toEqual(everyHundredth);
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

  it('written for some of their values on PostgreSQL, prepare a statement per set of them, the others bound', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const business = await createBusiness(db);
    await createJob(db, { business, title: 'Oregon barista', location_state: 'OR' });
    await createJob(db, { business, title: "Washington's barista", location_state: 'WA' });
    await createJob(db, { business, title: 'Washington cook', location_state: 'WA' });
    const titles = async (state: string, title: string) =>
      (
        await runKept(
          db,
          'written-test',
          { state, title },
          (bind) =>
            db
              .selectFrom('jobs')
              .select('title')
              .where('location_state', '=', bind('state'))
              .where('title', '<>', bind('title'))
              .where('minimum_age_required', '>=', 0)
              .orderBy('title'),
          { prepare: true, sharedPlan: true, postgresPlanFor: ['state'] },
        )
      ).map((row) => row.title);
    for (let round = 0; round < 2; round++) {
      expect(await titles('OR', 'x')).toEqual(['Oregon barista']);
      expect(await titles('WA', 'Washington cook')).toEqual(["Washington's barista"]);
      expect(await titles('WA', "Washington's barista")).toEqual(['Washington cook']);
      // Text that would end a quoted literal finds nothing, and does nothing else.
      expect(await titles("WA' or 'a' = 'a", 'x')).toEqual([]);
      expect(await titles('W\\A', 'x')).toEqual([]);
    }
    if (kind !== 'postgres') return;
    const prepared = await sql<{ statement: string; generic_plans: number }>`
      select statement, generic_plans from pg_prepared_statements
      where statement like '%written%' or statement like '%location_state%'
      order by statement`.execute(sharedPlanDb(db));
    const statements = prepared.rows.map((row) =>
      row.statement.replace(/^\/\* kept \d+ \*\/ /, ''),
    );
    // One per state written in (a backslash's left bound), the title and the constant age bound
    // or written, each planned once for any titles.
    expect(statements).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          `"location_state" = 'OR' and "title" <> $1 and "minimum_age_required" >= (0)`,
        ),
        expect.stringContaining(`"location_state" = 'WA' and "title" <> $1`),
        expect.stringContaining(`"location_state" = 'WA'' or ''a'' = ''a' and "title" <> $1`),
      ]),
    );
    expect(statements.some((statement) => statement.includes('W\\A'))).toBe(false);
    expect(prepared.rows.every((row) => row.generic_plans >= 1)).toBe(true);
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
