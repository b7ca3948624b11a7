import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate';
import { type TestDatabase, createTestDatabase, testDatabaseKinds } from './test-database';

describe.each(testDatabaseKinds)('migrations on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
  });

  const now = new Date().toISOString();
  const user = (email: string) => ({
    role: 'applicant' as const,
    email,
    email_normalized: email.toLowerCase(),
    password_hash: null,
    google_subject: null,
    first_name: null,
    last_name: null,
    phone_number: null,
    email_notifications: 1,
    created_at: now,
    updated_at: now,
  });

  it('does nothing when run again', async () => {
    database = await createTestDatabase(kind);
    expect(await migrateToLatest(database.db)).toEqual([]);
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('creates every table of the data model', async () => {
    database = await createTestDatabase(kind);
    const tables = (await database.db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'business_profiles',
        'applicant_profiles',
        'jobs',
        'favourites',
        'files',
        'applications',
        'application_status_history',
        'saved_searches',
        'job_alerts',
        'notification_settings',
        'notifications',
        'mail_outbox',
        'password_reset_tokens',
        'oauth_states',
        'auth_handoffs',
        'throttle_counters',
      ]),
    );
  });

  it('keeps emails unique whatever their case', async () => {
    database = await createTestDatabase(kind);
    await database.db.insertInto('users').values(user('Ana@Example.test')).execute();
    await expect(
      database.db.insertInto('users').values(user('ana@example.TEST')).execute(),
    ).rejects.toThrow();
  });

  it('refuses rows that break the model: unknown status, orphan session', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await expect(
      db
        .insertInto('sessions')
        .values({
          user_id: 12345,
          token_hash: 'x',
          remember: 0,
          expires_at: now,
          created_at: now,
          last_used_at: now,
        })
        .execute(),
    ).rejects.toThrow();
    await expect(
      sql`insert into users (role, email, email_normalized, created_at, updated_at)
          values ('admin', 'a@b.test', 'a@b.test', ${now}, ${now})`.execute(db),
    ).rejects.toThrow();
  });
});
