import Database from 'better-sqlite3';
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SQLITE_FILE_NAME, createPostgresDb, createSqliteDb } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import type { BenchDatabase } from './bench-options';
import { postgresCpuReader } from './cpu-time';
import type { SeedBoardMessage, SeedTarget } from './seed-board';
import type { SeededBoard } from './seed-jobs';

const SEED_BOARD = fileURLToPath(new URL('./seed-board.ts', import.meta.url));

/** A new, migrated, empty database for one benchmark run. */
export interface BenchDatabaseHandle {
  kind: BenchDatabase;
  /** "SQLite 3.53.2", "PostgreSQL 15.20". */
  version: string;
  /** Where the server finds it: DATABASE_URL (empty for SQLite under DATA_DIR). */
  serverEnv: Record<string, string>;
  target: SeedTarget;
  /**
   * CPU seconds the database server has used so far, when it is a process of its own on this
   * machine (PostgreSQL here); undefined for SQLite, which runs inside the app's processes.
   */
  cpuSeconds(): number | undefined;
  /** Removes a PostgreSQL schema (the SQLite file goes with the temporary directory). */
  drop(): Promise<void>;
}

/** The URL a server uses to work in `schema` only, as the tests' server processes do. */
export function schemaUrl(url: string, schema: string): string {
  const serverUrl = new URL(url);
  serverUrl.searchParams.set('options', `-c search_path=${schema}`);
  return serverUrl.toString();
}

async function createSqliteDatabase(dataDir: string): Promise<BenchDatabaseHandle> {
  const file = path.join(dataDir, SQLITE_FILE_NAME);
  const db = createSqliteDb(file);
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  const memory = Database(':memory:');
  const row = memory.prepare<[], { version: string }>('select sqlite_version() as version').get();
  memory.close();
  return {
    kind: 'sqlite',
    version: `SQLite ${row?.version ?? 'unknown'}`,
    serverEnv: { DATABASE_URL: '' },
    target: { kind: 'sqlite', file },
    cpuSeconds: () => undefined,
    drop: async () => undefined,
  };
}

async function createPostgresDatabase(url: string): Promise<BenchDatabaseHandle> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  let version = 'unknown';
  let cpuSeconds: (() => number | undefined) | undefined;
  try {
    version =
      (await admin.query<{ server_version: string }>('show server_version')).rows[0]
        ?.server_version ?? version;
    const backend = (await admin.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0];
    if (backend) cpuSeconds = postgresCpuReader(backend.pid);
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  let dropped: Promise<void> | undefined;
  const drop = () =>
    (dropped ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        // Waits for no one for long: the servers are stopped and the seeding process killed.
        await client.query(`set lock_timeout = '30s'`);
        await client.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await client.end();
      }
    })());
  const db = createPostgresDb(url, schema);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    await drop();
    throw error;
  }
  await db.destroy();
  return {
    kind: 'postgres',
    version: `PostgreSQL ${version.split(' ')[0]}`,
    serverEnv: { DATABASE_URL: schemaUrl(url, schema) },
    target: { kind: 'postgres', url, schema },
    cpuSeconds: () => cpuSeconds?.(),
    drop,
  };
}

/**
 * Makes and migrates the database the app will serve: a SQLite file in `dataDir`, or a schema
 * of its own (bench_<random>) on the PostgreSQL server at `url`.
 */
export function createBenchDatabase(
  kind: BenchDatabase,
  dataDir: string,
  url: string | undefined,
): Promise<BenchDatabaseHandle> {
  if (kind === 'sqlite') return createSqliteDatabase(dataDir);
  if (!url) throw new Error('PostgreSQL needs --database-url');
  return createPostgresDatabase(url);
}

/** Fills the database with `jobs` jobs in a child process. Aborting kills that process. */
export async function fillBoard(
  database: BenchDatabaseHandle,
  jobs: number,
  onProgress: (inserted: number) => void,
  onPhase: (text: string) => void,
  signal: AbortSignal,
): Promise<SeededBoard> {
  const child = fork(SEED_BOARD, [JSON.stringify(database.target), String(jobs)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const kill = () => child.kill('SIGKILL');
  signal.addEventListener('abort', kill, { once: true });
  try {
    return await new Promise<SeededBoard>((resolve, reject) => {
      let board: SeededBoard | undefined;
      child.on('message', (message: SeedBoardMessage) => {
        if (message.type === 'progress') onProgress(message.inserted);
        else if (message.type === 'phase') onPhase(message.text);
        else board = message.board;
      });
      child.once('error', reject);
      child.once('exit', (code, exitSignal) => {
        if (board && code === 0) resolve(board);
        else reject(new Error(`Building the board failed (${exitSignal ?? `exit code ${code}`})`));
      });
    });
  } finally {
    signal.removeEventListener('abort', kill);
  }
}

/** A migrated SQLite board of `jobs` jobs in `dataDir` (the form scripts of our own use). */
export async function buildBoard(
  dataDir: string,
  jobs: number,
  onProgress: (inserted: number) => void,
  signal: AbortSignal,
): Promise<SeededBoard> {
  const database = await createBenchDatabase('sqlite', dataDir, undefined);
  return fillBoard(database, jobs, onProgress, () => undefined, signal);
}
