import { normalizeCompensationType, normalizePhone } from '@firstshift/domain';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createApplication, createApplicant, createJob } from '../../testing/factories';
import { type TestDatabase, createTestDatabase, testDatabaseKinds } from '../test-database';
import { normalisedCompensationType, phoneToE164, up } from './0006-normalised-phones-and-pay';

// The migration runs once on a database that already has rows; here the rows are written as
// the app wrote them before it (any spelling the old rules let in) and the migration is run on
// them again, which is what an existing database goes through at its next start.

const OLD_PHONES: Array<[string, string | null]> = [
  ['(919) 555-0188', '+19195550188'],
  ['919-555-0188', '+19195550188'],
  ['919 555 0188', '+19195550188'],
  ['1 (919) 555-0188', '+19195550188'],
  ['+1 919 555 0188', '+19195550188'],
  ['+44 20 7946 0958', '+442079460958'],
  ['011 44 20 7946 0958', '+442079460958'],
  ['+19195550188', '+19195550188'],
  // Not a number the app can read today: kept as it was.
  ['55512345', null],
  ['+1 555 0188', null],
  ['(555) 01-88', null],
];

describe('migration 0006 rules', () => {
  it.each(OLD_PHONES)('reads %j as %j, as the app reads it', (stored, e164) => {
    expect(phoneToE164(stored)).toBe(e164);
    expect(normalizePhone(stored)).toBe(e164);
  });

  it.each(['per hour', '/hr', 'Hourly', 'hour', '/visit', 'per month stipend', 'Unpaid', '$'])(
    'normalises the pay type %j as the app does',
    (stored) => {
      expect(normalisedCompensationType(stored)).toBe(normalizeCompensationType(stored));
    },
  );
});

describe.each(testDatabaseKinds)('migration 0006 on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
  });

  it('stores existing phone numbers in E.164 and keeps those it cannot read', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const users: Array<{ id: number; before: string; after: string }> = [];
    for (const [before, after] of OLD_PHONES) {
      const { userId } = await createApplicant(db);
      await db
        .updateTable('users')
        .set({ phone_number: before })
        .where('id', '=', userId)
        .execute();
      users.push({ id: userId, before, after: after ?? before });
    }
    const jobId = await createJob(db);
    const applicationId = await createApplication(db, jobId);
    await db
      .updateTable('applications')
      .set({ phone_number: '(503) 555-0142' })
      .where('id', '=', applicationId)
      .execute();
    const noPhone = await createApplicant(db);

    await up(db as unknown as Kysely<unknown>);

    for (const user of users) {
      const row = await db
        .selectFrom('users')
        .select('phone_number')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect([user.before, row.phone_number]).toEqual([user.before, user.after]);
    }
    const application = await db
      .selectFrom('applications')
      .select('phone_number')
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    expect(application.phone_number).toBe('+15035550142');
    const none = await db
      .selectFrom('users')
      .select('phone_number')
      .where('id', '=', noPhone.userId)
      .executeTakeFirstOrThrow();
    expect(none.phone_number).toBeNull();
  });

  it('stores existing pay types as the job form and the API now do', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const types = ['per hour', 'Per Hour', '/hr', 'hour', '/visit', 'stipend', 'Unpaid', '$', null];
    const ids: number[] = [];
    for (const type of types) ids.push(await createJob(db, { compensation_type: type }));

    await up(db as unknown as Kysely<unknown>);

    const stored = await db.selectFrom('jobs').select(['id', 'compensation_type']).execute();
    const byId = new Map(stored.map((j) => [j.id, j.compensation_type]));
    expect(ids.map((id) => byId.get(id))).toEqual([
      'hour',
      'hour',
      'hour',
      'hour',
      'per visit',
      'stipend',
      'Unpaid',
      null,
      null,
    ]);
  });
});
