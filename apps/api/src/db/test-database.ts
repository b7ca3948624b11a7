import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { type Db, createPostgresDb, createSqliteDb, isPostgres } from './create-db';
import { migrateToLatest } from './migrate';

// Test-only: a fresh, migrated database per test file, on SQLite and (when TEST_DATABASE_URL
// is set) on PostgreSQL, so that one suite runs on both.

export type TestDatabaseKind = 'sqlite' | 'postgres';

export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestDatabase {
  kind: TestDatabaseKind;
  db: Db;
  /** Empties every table, so that each test starts from nothing. */
  reset(): Promise<void>;
  /** Closes and deletes the database; later calls do nothing. */
  destroy(): Promise<void>;
}

const once = (task: () => Promise<void>) => {
  let done: Promise<void> | undefined;
  return () => (done ??= task());
};

const TABLES = [
  'throttle_counters',
  'auth_handoffs',
  'oauth_states',
  'password_reset_tokens',
  'mail_outbox',
  'notifications',
  'notification_settings',
  'job_alerts',
  'saved_searches',
  'application_status_history',
  'applications',
  'files',
  'favourites',
  'jobs',
  'applicant_profiles',
  'business_profiles',
  'sessions',
  'users',
] as const;

export async function resetDatabase(db: Db): Promise<void> {
  if (isPostgres(db)) {
    await sql`truncate ${sql.join(TABLES.map((t) => sql.table(t)))} restart identity cascade`.execute(
      db,
    );
    return;
  }
  await db.transaction().execute(async (trx) => {
    for (const table of TABLES) await trx.deleteFrom(table).execute();
  });
}

export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'postgres') return createPostgresTestDatabase();
  const dir = mkdtempSync(path.join(tmpdir(), 'firstshift-test-'));
  const db = createSqliteDb(path.join(dir, 'test.sqlite'));
  await migrateToLatest(db);
  return {
    kind,
    db,
    reset: () => resetDatabase(db),
    destroy: once(async () => {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }),
  };
}

/** A new empty schema with a random name on the TEST_DATABASE_URL server: its URL and name. */
export async function createTestSchema(): Promise<{ url: string; schema: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  return { url, schema };
}

async function createPostgresTestDatabase(): Promise<TestDatabase> {
  const { url, schema } = await createTestSchema();
  const db = createPostgresDb(url, schema);
  const drop = () => sql`drop schema ${sql.id(schema)} cascade`.execute(db);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await drop();
    await db.destroy();
    throw error;
  }
  return {
    kind: 'postgres',
    db,
    reset: () => resetDatabase(db),
    destroy: once(async () => {
      await drop();
      await db.destroy();
    }),
  };
}
