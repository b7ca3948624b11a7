import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createJob, createJobs } from '../../testing/factories';
import { perTestDatabase } from '../../testing/per-test-database';
import type { Db } from '../create-db';
import * as wordsByPlace from './0046-sqlite-words-by-place';

// Migration 0046 (decision 100): SQLite's index of words by place keeps each job under its
// place's number times 2^32 plus its id taken from 2^31 - 1, so that a place's jobs lie together
// in every word's list, newest first. Its triggers follow every write of jobs.

/** The ids of the jobs the index by place holds `word` for in `city` (lower case), `state`. */
async function placeHolds(db: Db, word: string, city: string, state: string) {
  const { rows } = await sql<{ id: number }>`
    select job_word_places.id * 4294967296 + 2147483647 - jobs_place_fts.rowid as id
    from job_word_places, jobs_place_fts(${`"${word}"`})
    where job_word_places.city = ${city} and job_word_places.state = ${state}
      and jobs_place_fts.rowid between job_word_places.id * 4294967296
        and job_word_places.id * 4294967296 + 2147483647
    order by jobs_place_fts.rowid`.execute(db);
  return rows.map((row) => row.id);
}

/** The places numbered, as `city, state` by number. */
async function places(db: Db) {
  const rows = await db
    .selectFrom('job_word_places')
    .select(['id', 'city', 'state'])
    .orderBy('id')
    .execute();
  return rows.map((row) => `${row.city}, ${row.state}`);
}

/** FTS5's own check of the index's structure; throws when it is damaged. */
const integrityChecked = (db: Db) =>
  sql`insert into jobs_place_fts (jobs_place_fts) values ('integrity-check')`.execute(db);

describe('migration 0046', () => {
  const testDatabase = perTestDatabase();

  it('keeps each job under its place, newest first, through every write of jobs', async () => {
    const { db } = await testDatabase('sqlite');
    const [portland, salem, lowerCase, maine] = (await createJobs(db, [
      { title: 'Kiln helper', location_city: 'Portland', location_state: 'OR' },
      { title: 'Kiln aide', location_city: 'Salem', location_state: 'OR' },
      { description: 'Fire the kiln.', location_city: 'portland', location_state: 'OR' },
      { title: 'Kiln tender', location_city: 'Portland', location_state: 'ME' },
    ])) as [number, number, number, number];
    expect(await places(db)).toEqual(['portland, OR', 'salem, OR', 'portland, ME']);
    // A city's case makes no other place; the newest job first.
    expect(await placeHolds(db, 'kiln', 'portland', 'OR')).toEqual([lowerCase, portland]);
    expect(await placeHolds(db, 'kiln', 'salem', 'OR')).toEqual([salem]);
    expect(await placeHolds(db, 'kiln', 'portland', 'ME')).toEqual([maine]);

    // A job moved to another city goes with it; a new city is numbered.
    await db
      .updateTable('jobs')
      .set({ location_city: 'Salem' })
      .where('id', '=', portland)
      .execute();
    await db.updateTable('jobs').set({ location_city: 'Bend' }).where('id', '=', maine).execute();
    await db.updateTable('jobs').set({ location_state: 'OR' }).where('id', '=', maine).execute();
    expect(await places(db)).toEqual([
      'portland, OR',
      'salem, OR',
      'portland, ME',
      'bend, ME',
      'bend, OR',
    ]);
    expect(await placeHolds(db, 'kiln', 'portland', 'OR')).toEqual([lowerCase]);
    expect(await placeHolds(db, 'kiln', 'salem', 'OR')).toEqual([salem, portland]);
    expect(await placeHolds(db, 'kiln', 'portland', 'ME')).toEqual([]);
    expect(await placeHolds(db, 'kiln', 'bend', 'ME')).toEqual([]);
    expect(await placeHolds(db, 'kiln', 'bend', 'OR')).toEqual([maine]);

    // A new title takes the old words out and puts the new ones in; the filter words follow.
    await db.updateTable('jobs').set({ title: 'Potter' }).where('id', '=', salem).execute();
    expect(await placeHolds(db, 'kiln', 'salem', 'OR')).toEqual([portland]);
    expect(await placeHolds(db, 'potter', 'salem', 'OR')).toEqual([salem]);
    await db.updateTable('jobs').set({ job_type: 'seasonal' }).where('id', '=', salem).execute();
    expect(await placeHolds(db, 'qqjtseasonal0', 'salem', 'OR')).toEqual([salem]);

    // A deleted job leaves the index; another column's change writes nothing.
    await db.deleteFrom('jobs').where('id', '=', lowerCase).execute();
    await db.updateTable('jobs').set({ applicants_count: 3 }).where('id', '=', maine).execute();
    expect(await placeHolds(db, 'kiln', 'portland', 'OR')).toEqual([]);
    expect(await placeHolds(db, 'kiln', 'bend', 'OR')).toEqual([maine]);
    await integrityChecked(db);
  });

  it('fills the index from the jobs there, and is undone', async () => {
    const { db } = await testDatabase('sqlite');
    const migrationDb = db as unknown as Kysely<unknown>;
    await wordsByPlace.down(migrationDb);
    const tables = async () =>
      (
        await sql<{ name: string }>`select name from sqlite_master
          where name in ('jobs_place_fts', 'job_word_places') order by name`.execute(db)
      ).rows.map((row) => row.name);
    expect(await tables()).toEqual([]);

    // Jobs posted while the migration is undone.
    const older = await createJob(db, { title: 'Glass blower', location_city: 'Tacoma' });
    const newer = await createJob(db, { title: 'Glass cutter', location_city: 'Tacoma' });
    await createJob(db, { title: 'Glass cutter', location_city: 'Olympia' });
    await wordsByPlace.up(migrationDb);
    expect(await tables()).toEqual(['job_word_places', 'jobs_place_fts']);
    expect(await placeHolds(db, 'glass', 'tacoma', 'OR')).toEqual([newer, older]);
    await integrityChecked(db);

    // And written from then on.
    const latest = await createJob(db, { title: 'Glass sander', location_city: 'Tacoma' });
    expect(await placeHolds(db, 'glass', 'tacoma', 'OR')).toEqual([latest, newer, older]);
  });
});
