import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDialectConfig,
  type SqliteDatabase as KyselySqliteDatabase,
  SqliteDriver,
  type SqliteStatement,
  sql,
} from 'kysely';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { DEFAULT_SQLITE_CACHE_MB } from '../config';
import { KEPT_STATEMENT, setSharedPlanDb } from './kept-statements';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export const SQLITE_FILE_NAME = 'firstshift.sqlite';

export interface DbOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** SQLite only: the most memory its connection keeps of the file (SQLITE_CACHE_MB). */
  sqliteCacheMb?: number;
}

export function createDb(options: DbOptions): Db {
  if (options.databaseUrl) return createPostgresDb(options.databaseUrl);
  mkdirSync(options.dataDir, { recursive: true });
  return createSqliteDb(path.join(options.dataDir, SQLITE_FILE_NAME), options.sqliteCacheMb);
}

export function createSqliteDb(file: string, cacheMb: number = DEFAULT_SQLITE_CACHE_MB): Db {
  const database = new SqliteDatabase(file);
  // First: every later statement waits for another process's lock instead of failing at once
  // (a worker starting while another analyses a new index, below, failed with "database is
  // locked" on the next pragma).
  database.pragma('busy_timeout = 5000');
  // WAL lets readers run beside the single writer; NORMAL sync is durable in WAL mode except
  // against power loss, the usual trade-off for an embedded web database.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  // SQLite's own page cache (2 MiB by default): the operating system's may not hold a large
  // file, and reading a page again from it cost a search at a million jobs up to twice as much.
  database.pragma(`cache_size = -${cacheMb * 1024}`);
  // Table statistics let the planner pick the most selective index for a filtered job list
  // (without them, "high school welcome", true for half the board, looks as good as a state).
  // 0x10002 analyses tables that need it, with a bounded effort, as SQLite recommends on open.
  database.pragma('optimize = 0x10002');
  return new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: keepingStatements(database) }),
  });
}

/** How many prepared statements a SQLite connection keeps (the least recently used go first). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The database as Kysely's driver sees it, keeping what it prepares: Kysely prepares every query
 * it runs, and preparing the job list's page and count cost as much as running them. A statement
 * still being read (a streamed query) is never handed out twice; a fresh one is prepared instead.
 * SQLite prepares a kept statement again by itself when the schema changes.
 */
export function keepingStatements(
  database: { prepare(text: string): SqliteDatabase.Statement; close(): unknown },
  size = STATEMENT_CACHE_SIZE,
): KyselySqliteDatabase {
  const kept = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => {
      database.close();
    },
    prepare(text: string): SqliteStatement {
      const statement = kept.get(text);
      if (statement && !statement.busy) {
        // Most recently used last: a Map iterates in insertion order.
        kept.delete(text);
        kept.set(text, statement);
        return statement;
      }
      const prepared = database.prepare(text);
      if (statement) return prepared;
      kept.set(text, prepared);
      if (kept.size > size) {
        const oldest = kept.keys().next().value;
        if (oldest !== undefined) kept.delete(oldest);
      }
      return prepared;
    },
  };
}

/**
 * Transactions that take SQLite's write lock when they begin (BEGIN IMMEDIATE). With several
 * server processes on one file (WEB_CONCURRENCY), a deferred transaction that reads and then
 * writes fails at once with SQLITE_BUSY when another process wrote in between, since its
 * snapshot is stale; an immediate one waits its turn (busy_timeout) and then reads fresh rows.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }

  override createAdapter() {
    return new TransactionalDdlSqliteAdapter();
  }
}

/**
 * SQLite changes its schema inside transactions, but Kysely's adapter says it cannot, so its
 * migrator ran each migration step by step: a start cut short (kill -9) left a half-made
 * migration that stopped every later start. Saying so makes the migrator run the pending
 * migrations and their bookkeeping in one transaction, as on PostgreSQL.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** A PostgreSQL type's OID, as pg's type parsers take it. */
type TypeId = Parameters<typeof pg.types.getTypeParser>[0];

/**
 * A connection that prepares each kept statement (kept-statements.ts) once, under its number,
 * and then only binds and runs it: the public list's statements were planned anew on every
 * request (0.2-2.3 ms of planning at a million jobs, decision 025).
 */
class KeptStatementClient extends pg.Client {}
const plainQuery = Reflect.get(pg.Client.prototype, 'query') as (
  this: pg.Client,
  ...args: unknown[]
) => unknown;
KeptStatementClient.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [text, values] = args;
  const kept = typeof text === 'string' && args.length === 2 ? KEPT_STATEMENT.exec(text) : null;
  return kept
    ? plainQuery.call(this, { name: `kept_${kept[1]}`, text, values })
    : plainQuery.apply(this, args);
} as typeof pg.Client.prototype.query;

/**
 * The pool of a database's connections that share one plan per kept statement (sharedPlanDb),
 * ended with the database's own pool.
 */
class PoolWithSharedPlans extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    readonly sharedPlans: pg.Pool,
  ) {
    super(config);
  }

  override end(): Promise<void>;
  override end(callback: () => void): void;
  override end(callback?: () => void): Promise<void> | void {
    const ended = Promise.all([super.end(), this.sharedPlans.end()]).then(() => undefined);
    if (!callback) return ended;
    void ended.then(callback, callback);
  }
}

/**
 * How every connection of the app runs its statements (decision 072). Each statement is bounded
 * (a page of 20, a count stopped at 1,001, a search's 501 newest matches, one business's
 * dashboard), so a plan whose estimated cost is high is a misestimate, not a long query: compiling
 * it to machine code (JIT, from a cost of 100,000) took 12 to 520 ms for a dashboard that runs in
 * 9 ms, and workers started for a parallel plan take the cores other requests are waiting for.
 * A page read out of order is reckoned 1.1 pages read in order, not 4 (decision 104): the board's
 * pages are in memory, and at 4 the planner walked every active job by date rather than one
 * state's jobs ("team" in Oregon for high-school students).
 */
export const SESSION_SETTINGS =
  'set jit = off; set max_parallel_workers_per_gather = 0; set random_page_cost = 1.1';

export function createPostgresDb(connectionString: string, searchPath?: string): Db {
  const config: pg.PoolConfig = {
    Client: KeptStatementClient,
    connectionString,
    max: 10,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
    // count(*) and sums arrive as int8 text; every count we keep fits a JS number.
    types: {
      getTypeParser: ((oid: TypeId, format?: 'text' | 'binary') =>
        oid === pg.types.builtins.INT8
          ? (value: string) => Number(value)
          : (pg.types.getTypeParser(
              oid,
              format ?? 'text',
            ) as unknown)) as typeof pg.types.getTypeParser,
    },
  };
  const sharedPlans = new pg.Pool(config);
  // Set on each new connection before its first statement (a connection string's own `options`
  // would replace one given at start-up). Should it fail, the connection keeps PostgreSQL's own
  // settings, and its next statement reports what is wrong.
  sharedPlans.on('connect', (client) => {
    client
      .query(`${SESSION_SETTINGS}; set plan_cache_mode = force_generic_plan`)
      .catch(() => undefined);
  });
  const pool = new PoolWithSharedPlans(config, sharedPlans);
  pool.on('connect', (client) => {
    client.query(SESSION_SETTINGS).catch(() => undefined);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  setSharedPlanDb(
    db,
    new Kysely<Database>({ dialect: new PostgresDialect({ pool: sharedPlans }) }),
  );
  return db;
}

export function isPostgres(db: Kysely<unknown> | Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Refreshes the planner's table statistics where they are stale (SQLite's recommended
 * `PRAGMA optimize`); PostgreSQL's autovacuum keeps its own up to date.
 */
export async function optimizeDb(db: Db): Promise<void> {
  if (isPostgres(db)) return;
  await sql`pragma optimize = 0x10002`.execute(db);
}
