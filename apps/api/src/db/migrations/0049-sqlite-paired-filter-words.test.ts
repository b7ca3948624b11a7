import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createJob } from '../../testing/factories';
import { perTestDatabase } from '../../testing/per-test-database';
import type { Db } from '../create-db';
import * as pairedFilterWords from './0049-sqlite-paired-filter-words';

// Migration 0049 (decision 106): both of SQLite's indexes of words hold a word for a job type with
// its work format, and one for a state where high-school students are welcome, written by every
// change of jobs that touches them.

/** The ids of the jobs the index of words holds every one of `words` for, newest first. */
async function holds(db: Db, ...words: string[]) {
  const query = words.map((word) => `"${word}"`).join(' ');
  const { rows } = await sql<{ id: number }>`
    select -rowid as id from jobs_fts where jobs_fts match ${query} order by rowid`.execute(db);
  return rows.map((row) => row.id);
}

/** The same in the index by place, whatever the place. */
async function placeHolds(db: Db, ...words: string[]) {
  const query = words.map((word) => `"${word}"`).join(' ');
  const { rows } = await sql<{ id: number }>`
    select 2147483647 - rowid % 4294967296 as id from jobs_place_fts(${query})
    order by id desc`.execute(db);
  return rows.map((row) => row.id);
}

/** FTS5's own checks of both indexes' structure; throws when one is damaged. */
async function integrityChecked(db: Db) {
  await sql`insert into jobs_fts (jobs_fts) values ('integrity-check')`.execute(db);
  await sql`insert into jobs_place_fts (jobs_place_fts) values ('integrity-check')`.execute(db);
}

describe('migration 0049', () => {
  const testDatabase = perTestDatabase();

  it('holds the pairs of filters in both indexes through every write of jobs', async () => {
    const { db } = await testDatabase('sqlite');
    const welcome = await createJob(db, {
      title: 'Kennel helper',
      job_type: 'volunteer',
      work_format: 'virtual',
      high_school_students_welcome: 1,
    });
    const notWelcome = await createJob(db, {
      title: 'Kennel aide',
      job_type: 'part-time',
      work_format: 'in-person',
      location_state: 'WA',
    });
    for (const index of [holds, placeHolds]) {
      expect(await index(db, 'kennel', 'qqjtwfvolunteervirtual0')).toEqual([welcome]);
      expect(await index(db, 'kennel', 'qqhsstor0')).toEqual([welcome]);
      expect(await index(db, 'qqjtwfparttimeinperson0')).toEqual([notWelcome]);
      // Migration 0020's words are all still there.
      expect(await index(db, 'qqstor0', 'qqjtvolunteer0', 'qqwfvirtual0')).toEqual([welcome]);
      // No word for the flag's false, nor for a state without it.
      expect(await index(db, 'qqhsstwa0')).toEqual([]);
    }

    // The flag, the state, the type and the format each write the entry again.
    await db
      .updateTable('jobs')
      .set({ high_school_students_welcome: 1 })
      .where('id', '=', notWelcome)
      .execute();
    await db
      .updateTable('jobs')
      .set({ high_school_students_welcome: 0, work_format: 'hybrid' })
      .where('id', '=', welcome)
      .execute();
    for (const index of [holds, placeHolds]) {
      expect(await index(db, 'kennel', 'qqhsstwa0')).toEqual([notWelcome]);
      expect(await index(db, 'qqhsstor0')).toEqual([]);
      expect(await index(db, 'qqjtwfvolunteervirtual0')).toEqual([]);
      expect(await index(db, 'qqjtwfvolunteerhybrid0')).toEqual([welcome]);
    }
    await db
      .updateTable('jobs')
      .set({ location_state: 'OR', job_type: 'seasonal' })
      .where('id', '=', notWelcome)
      .execute();
    for (const index of [holds, placeHolds]) {
      expect(await index(db, 'qqhsstor0')).toEqual([notWelcome]);
      expect(await index(db, 'qqjtwfseasonalinperson0')).toEqual([notWelcome]);
    }

    // A deleted job leaves both.
    await db.deleteFrom('jobs').where('id', '=', notWelcome).execute();
    for (const index of [holds, placeHolds]) {
      expect(await index(db, 'qqhsstor0')).toEqual([]);
      expect(await index(db, 'kennel')).toEqual([welcome]);
    }
    await integrityChecked(db);
  });

  it('fills both indexes from the jobs there, and is undone', async () => {
    const { db } = await testDatabase('sqlite');
    const migrationDb = db as unknown as Kysely<unknown>;
    await pairedFilterWords.down(migrationDb);
    const older = await createJob(db, { title: 'Glass blower', high_school_students_welcome: 1 });
    const newer = await createJob(db, { title: 'Glass cutter', high_school_students_welcome: 1 });
    for (const index of [holds, placeHolds]) {
      expect(await index(db, 'glass', 'qqstor0')).toEqual([newer, older]);
      expect(await index(db, 'qqhsstor0')).toEqual([]);
    }
    await integrityChecked(db);

    await pairedFilterWords.up(migrationDb);
    for (const index of [holds, placeHolds]) {
      expect(await index(db, 'glass', 'qqhsstor0')).toEqual([newer, older]);
      expect(await index(db, 'glass', 'qqjtwfparttimeinperson0')).toEqual([newer, older]);
    }
    await integrityChecked(db);
    // And written from then on, in the place the jobs were numbered under before.
    const latest = await createJob(db, { title: 'Glass sander', high_school_students_welcome: 1 });
    expect(await placeHolds(db, 'glass', 'qqhsstor0')).toEqual([latest, newer, older]);
    const places = await db.selectFrom('job_word_places').select(['id', 'city']).execute();
    expect(places).toEqual([{ id: 1, city: 'portland' }]);
  });
});
