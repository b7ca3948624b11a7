import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SQLITE_CACHE_MB } from '../config';
import { type Db, SQLITE_FILE_NAME, createDb, keepingStatements } from './create-db';
import { sharedPlanDb } from './kept-statements';
import { createTestDatabase, testDatabaseKinds } from './test-database';

interface Numbers {
  numbers: { n: number };
}

const opened: SqliteDatabase.Database[] = [];

afterEach(() => {
  for (const database of opened.splice(0)) if (database.open) database.close();
});

/** An in-memory database with the numbers 1 to 5, counting what Kysely prepares on it. */
function numbersDb(size?: number) {
  const database = new SqliteDatabase(':memory:');
  opened.push(database);
  database.exec('create table numbers (n integer); insert into numbers values (1),(2),(3),(4),(5)');
  const prepared: string[] = [];
  const counting = {
    prepare: (text: string) => {
      prepared.push(text);
      return database.prepare(text);
    },
    close: () => database.close(),
  };
  const db = new Kysely<Numbers>({
    dialect: new SqliteDialect({ database: keepingStatements(counting, size) }),
  });
  return { db, database, prepared };
}

describe('keepingStatements', () => {
  it('prepares a query once and runs it again with new parameters', async () => {
    const { db, prepared } = numbersDb();
    const above = (n: number) =>
      db.selectFrom('numbers').select('n').where('n', '>', n).orderBy('n').execute();

    expect(await above(3)).toEqual([{ n: 4 }, { n: 5 }]);
    expect(await above(1)).toEqual([{ n: 2 }, { n: 3 }, { n: 4 }, { n: 5 }]);
    expect(await above(5)).toEqual([]);
    expect(prepared).toHaveLength(1);
  });

  it('never hands out a statement that is still being read', () => {
    const database = new SqliteDatabase(':memory:');
    opened.push(database);
    database.exec('create table numbers (n integer); insert into numbers values (1),(2)');
    const kept = keepingStatements(database);
    const text = 'select n from numbers order by n';

    const reading = kept.prepare(text);
    const rows = reading.iterate([]);
    expect(rows.next().value).toEqual({ n: 1 });
    const meanwhile = kept.prepare(text);
    expect(meanwhile).not.toBe(reading);

    rows.return?.();
    expect(kept.prepare(text)).toBe(reading);
  });

  it('keeps at most `size` statements, dropping the least recently used', async () => {
    const { db, prepared } = numbersDb(2);
    const equal = (n: number) =>
      sql<{ n: number }>`select n from numbers where n = ${sql.lit(n)}`.execute(db);

    await equal(1);
    await equal(2);
    await equal(1); // 1 is now the most recently used
    await equal(3); // drops 2
    expect(prepared).toHaveLength(3);
    await equal(1);
    expect(prepared).toHaveLength(3);
    expect((await equal(2)).rows).toEqual([{ n: 2 }]);
    expect(prepared).toHaveLength(4);
  });

  it('sees a column added after the statement was kept', async () => {
    const { db, database } = numbersDb();
    const first = () => sql<Record<string, unknown>>`select * from numbers limit 1`.execute(db);
    expect((await first()).rows).toEqual([{ n: 1 }]);
    database.exec("alter table numbers add column label text default 'one'");
    expect((await first()).rows).toEqual([{ n: 1, label: 'one' }]);
  });
});

describe('createDb on SQLite', () => {
  const cacheKib = async (db: Db) =>
    (await sql<{ cache_size: number }>`pragma cache_size`.execute(db)).rows[0]?.cache_size;

  it('keeps as much of the file in memory as configured', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'firstshift-cache-'));
    const configured = createDb({ dataDir, sqliteCacheMb: 64 });
    const byDefault = createDb({ dataDir });
    try {
      expect(await cacheKib(configured)).toBe(-64 * 1024);
      expect(await cacheKib(byDefault)).toBe(-DEFAULT_SQLITE_CACHE_MB * 1024);
    } finally {
      await configured.destroy();
      await byDefault.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('waits for a lock another process holds on the file instead of failing at once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'firstshift-locked-'));
    const file = path.join(dataDir, SQLITE_FILE_NAME);
    // Another process (a server starting beside a running one, a migration) holds the file's
    // exclusive lock for a moment: switching a new file to WAL needs that lock.
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const db = new (require('better-sqlite3'))(process.argv[1]);
         db.exec('create table t (n integer); begin exclusive; insert into t values (1)');
         process.stdout.write('locked\\n');
         setTimeout(() => { db.exec('commit'); db.close(); }, 300);`,
        file,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = once(holder, 'exit');
    try {
      await once(holder.stdout, 'data');
      const db = createDb({ dataDir });
      try {
        const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
        expect(mode.rows[0]?.journal_mode).toBe('wal');
        const rows = await sql<{ n: number }>`select n from t`.execute(db);
        expect(rows.rows).toEqual([{ n: 1 }]);
      } finally {
        await db.destroy();
      }
      const [code] = (await exited) as [number];
      expect(code).toBe(0);
    } finally {
      holder.kill();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(testDatabaseKinds.filter((kind) => kind === 'postgres'))('createDb on %s', (kind) => {
  it('runs every statement without JIT compilation or parallel workers, reckoning pages in memory, on both pools', async () => {
    const database = await createTestDatabase(kind);
    const { db } = database;
    try {
      // Estimated at 1.5 million: PostgreSQL's default compiles it to machine code first.
      const costly = sql<{
        'QUERY PLAN': [Record<string, unknown>];
      }>`explain (format json) select count(*) from generate_series(1, 100000000) n where n % 7 = 0`;
      const workers = sql<{
        max_parallel_workers_per_gather: string;
      }>`show max_parallel_workers_per_gather`;
      const pageCost = sql<{ random_page_cost: string }>`show random_page_cost`;
      for (const on of [db, sharedPlanDb(db)]) {
        // Several connections of the pool at once, each set up as it opened.
        const plans = await Promise.all([1, 2, 3].map(() => costly.execute(on)));
        for (const plan of plans) {
          const [explained] = plan.rows[0]?.['QUERY PLAN'] ?? [];
          expect(explained?.Plan).toMatchObject({ 'Node Type': 'Aggregate' });
          expect(explained).not.toHaveProperty('JIT');
        }
        expect((await workers.execute(on)).rows).toEqual([
          { max_parallel_workers_per_gather: '0' },
        ]);
        expect((await pageCost.execute(on)).rows).toEqual([{ random_page_cost: '1.1' }]);
      }
    } finally {
      await database.destroy();
    }
  });
});
