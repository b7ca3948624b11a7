import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createBusiness, createJob } from '../../testing/factories';
import { perTestDatabase } from '../../testing/per-test-database';
import type { Db } from '../create-db';
import { testDatabaseKinds } from '../test-database';
import * as wordBits from './0047-postgres-word-bits-by-city';

// Migration 0047 (decision 101): PostgreSQL's table of active jobs' words keeps each job's city
// lower-cased, its state and the bits of its words (two of 1,024 for each word, from the word's
// MD5), written with the job; a job can hold a search's words only if it has each of their bits.

const onPostgres = testDatabaseKinds.includes('postgres');

/** Each kept row's city, state and whether its bits are exactly its job's words' bits. */
async function keptRows(db: Db) {
  const { rows } = await sql<{ id: number; city: string; state: string; same: boolean }>`
    select job_words.id, job_words.city_lower as city, job_words.location_state as state,
      job_words.word_bits = job_word_bits(jobs.search_vector)
        and job_words.city_lower = lower(jobs.location_city)
        and job_words.location_state = jobs.location_state as same
    from job_words join jobs on jobs.id = job_words.id
    order by job_words.id`.execute(db);
  expect(rows.every((row) => row.same)).toBe(true);
  return rows.map(({ id, city, state }) => ({ id, city, state }));
}

/** Whether the bits of `words`, parsed as a search's query is, are all among job `id`'s bits. */
async function mayHold(db: Db, id: number, words: string) {
  const { rows } = await sql<{ held: boolean }>`
    select (word_bits & job_word_bits(to_tsvector('firstshift_english', ${words})))
      = job_word_bits(to_tsvector('firstshift_english', ${words})) as held
    from job_words where id = ${id}`.execute(db);
  return rows[0]?.held;
}

describe.skipIf(!onPostgres)('migration 0047, the city and bits of active jobs’ words', () => {
  const testDatabase = perTestDatabase();

  it('keeps each active job’s city, state and bits with the job', async () => {
    const { db } = await testDatabase('postgres');
    const business = await createBusiness(db, { business_name: 'Harbor Theater' });
    const usher = await createJob(db, {
      business,
      title: 'Usher',
      location_city: 'Salem',
      location_state: 'OR',
    });
    await createJob(db, { business, title: 'Draft usher', status: 'draft' });
    expect(await keptRows(db)).toEqual([{ id: usher, city: 'salem', state: 'OR' }]);

    const update = (set: Record<string, unknown>) =>
      db.updateTable('jobs').set(set).where('id', '=', usher).execute();
    await update({ location_city: 'Ōkubo Heights', location_state: 'WA' });
    expect(await keptRows(db)).toEqual([{ id: usher, city: 'ōkubo heights', state: 'WA' }]);
    expect(await mayHold(db, usher, 'usher & calligraphy')).toBe(false);
    await update({ description: 'Calligraphy for the programmes, and a smile at the door.' });
    expect(await keptRows(db)).toHaveLength(1);
    expect(await mayHold(db, usher, 'usher & calligraphy')).toBe(true);
    await update({ status: 'archived' });
    expect(await keptRows(db)).toEqual([]);
    await update({ status: 'active' });
    expect(await keptRows(db)).toEqual([{ id: usher, city: 'ōkubo heights', state: 'WA' }]);
  });

  it('gives a job every bit of every word it holds, as a search parses the word', async () => {
    const { db } = await testDatabase('postgres');
    const description =
      'Café tutoring for 3D printing, naïve art and Straße signs; the students’ own 日本語 club.';
    const id = await createJob(db, { title: 'After-school tutor', description });
    // Each word of the job's own words, alone.
    const { rows } = await sql<{ missing: number; words: number }>`
      select count(*) filter (where (j.word_bits & job_word_bits(array_to_tsvector(array[w.lexeme])))
          <> job_word_bits(array_to_tsvector(array[w.lexeme]))) as missing,
        count(*) as words
      from job_words j, unnest(j.search_vector) as w
      where j.id = ${id}`.execute(db);
    expect(rows[0]).toEqual({ missing: 0, words: expect.any(Number) });
    expect(rows[0]?.words).toBeGreaterThan(10);
    // A search's words as the app joins them for to_tsquery, with accents, digits and endings.
    for (const words of ['cafe & tutor', 'tutoring & 3d', 'naive & strasse', 'students & 日本語']) {
      expect(await mayHold(db, id, words)).toBe(true);
      const { rows: matched } = await sql<{ matched: boolean }>`
        select search_vector @@ to_tsquery('firstshift_english', ${words}) as matched
        from jobs where id = ${id}`.execute(db);
      expect(matched[0]?.matched).toBe(true);
    }
    // Few bits for few words: a word is two bits, never more.
    const { rows: counted } = await sql<{ bits: number; words: number }>`
      select length(replace(word_bits::text, '0', '')) as bits, length(search_vector) as words
      from job_words where id = ${id}`.execute(db);
    expect(counted[0]?.bits).toBeGreaterThan(0);
    expect(counted[0]?.bits).toBeLessThanOrEqual(2 * (counted[0]?.words ?? 0));
    expect(counted[0]?.bits).toBeGreaterThan(counted[0]?.words ?? 0);
  });

  it('is undone, and made again from the jobs', async () => {
    const { db: testDb } = await testDatabase('postgres');
    const db = testDb as unknown as Kysely<unknown>;
    const usher = await createJob(testDb, { title: 'Usher', location_city: 'Salem' });
    await wordBits.down(db);
    const columns = sql<{ name: string }>`
      select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = 'job_words' order by 1`;
    expect((await columns.execute(db)).rows.map((row) => row.name)).not.toContain('word_bits');
    // The triggers write 0045's columns again.
    const other = await createJob(testDb, { title: 'Greeter', location_city: 'Bend' });
    await wordBits.up(db);
    expect(await keptRows(testDb)).toEqual([
      { id: usher, city: 'salem', state: expect.any(String) },
      { id: other, city: 'bend', state: expect.any(String) },
    ]);
  });
});
