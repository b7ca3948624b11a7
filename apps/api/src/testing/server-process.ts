import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { sql } from 'kysely';
import { onTestFinished } from 'vitest';
import { REPO_ROOT } from '../config';
import { type Db, SQLITE_FILE_NAME, createPostgresDb, createSqliteDb } from '../db/create-db';
import { type TestDatabaseKind, createTestSchema } from '../db/test-database';
import { UPLOADS_FOLDER } from '../plugins/storage';
import path from 'node:path';

// The real server in a child process (`node --import tsx apps/api/src/server.ts`), for tests
// that must do what `inject` cannot: kill it with SIGKILL and start it again on the same data.

const SERVER_FILE = path.join(REPO_ROOT, 'apps', 'api', 'src', 'server.ts');
/** Generous: tsx compiles the whole API on start, which takes a while on a busy machine. */
const START_TIMEOUT_MS = 60_000;

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  origin: string;
  child: ChildProcess;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** What the process wrote so far, for failure messages. */
  output(): string;
}

/**
 * Starts the server with exactly `env` (plus PATH and HOME), on a free port of 127.0.0.1, and
 * resolves once it listens. The process is killed when the test ends, if it is still running.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_FILE], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (output += text));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  onTestFinished(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });

  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`The server did not start in time:\n${output}`));
    }, START_TIMEOUT_MS);
    const listening = () => {
      // server.ts prints "FirstShift is running at http://localhost:<port>" once it listens.
      const found = /running at http:\/\/[^\s]+:(\d+)/.exec(output);
      if (!found?.[1]) return;
      clearTimeout(timer);
      child.stdout.off('data', listening);
      resolve(found[1]);
    };
    child.stdout.on('data', listening);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The server stopped (${code}) before it listened:\n${output}`));
    });
  });
  return { origin: `http://127.0.0.1:${port}`, child, exited, output: () => output };
}

export interface ServerSite {
  env: Record<string, string>;
  uploads: string;
  /** Where the server writes its mails as .eml files (no SMTP_URL). */
  outbox: string;
  /** The server's database, opened by the test to check it. */
  openDb(): Db;
}

/**
 * Where a server process keeps its data: a data folder, an empty web build, and (on
 * PostgreSQL) a schema of its own, all removed when the test ends.
 */
export async function serverSite(
  kind: TestDatabaseKind,
  extraEnv: Record<string, string> = {},
): Promise<ServerSite> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'firstshift-server-'));
  const webDir = mkdtempSync(path.join(tmpdir(), 'firstshift-server-web-'));
  onTestFinished(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDir, { recursive: true, force: true });
  });
  const env = {
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  const uploads = path.join(dataDir, UPLOADS_FOLDER);
  const outbox = path.join(dataDir, 'outbox');
  if (kind === 'sqlite') {
    const openDb = () => createSqliteDb(path.join(dataDir, SQLITE_FILE_NAME));
    return { env, uploads, outbox, openDb };
  }

  // As createTestDatabase does: a fresh schema, chosen by the connection's search_path.
  const { url, schema } = await createTestSchema();
  onTestFinished(async () => {
    const db = createPostgresDb(url);
    await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
    await db.destroy();
  });
  const serverUrl = new URL(url);
  serverUrl.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { ...env, DATABASE_URL: serverUrl.toString() },
    uploads,
    outbox,
    openDb: () => createPostgresDb(url, schema),
  };
}
