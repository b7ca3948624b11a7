import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export const SQLITE_FILE_NAME = 'firstshift.sqlite';

export interface DbOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

export function createDb(options: DbOptions): Db {
  if (options.databaseUrl) return createPostgresDb(options.databaseUrl);
  mkdirSync(options.dataDir, { recursive: true });
  return createSqliteDb(path.join(options.dataDir, SQLITE_FILE_NAME));
}

export function createSqliteDb(file: string): Db {
  const database = new SqliteDatabase(file);
  // WAL lets readers run beside the single writer; NORMAL sync is durable in WAL mode except
  // against power loss, the usual trade-off for an embedded web database.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

const INT8_OID = 20;

export function createPostgresDb(connectionString: string, searchPath?: string): Db {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
    // count(*) and sums arrive as int8 text; every count we keep fits a JS number.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export function isPostgres(db: Kysely<unknown> | Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
