import { type JobListQuery, jobListQuerySchema } from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/create-db';
import { SEARCH_CANDIDATE_LIMIT } from '../../db/public-job-filter';
import { wordPlaceOf } from '../../db/job-search';
import { type TestJobFields, createJobs } from '../../testing/factories';
import { perTestDatabase } from '../../testing/per-test-database';
import { sentStatements } from '../../testing/sent-statements';
import { listPublicJobs } from './jobs.repository';

// Decision 100: on SQLite, a text search in a city takes its words from the city's own range of
// the index of words by place (migration 0046), where it asked the index of words for the words
// beside the city's words. It finds the same jobs, in the same order; a city in several states,
// given without one, and a city no job was ever in keep the index of words.

/** The search's page, its count, and whether it read the index by place. */
async function search(db: Db, given: Partial<Record<keyof JobListQuery, string>>) {
  const query = jobListQuerySchema.parse({ limit: '20', ...given });
  const { result, statements } = await sentStatements(db, () => listPublicJobs(db, query));
  return {
    ids: (JSON.parse(result.json) as { id: number }[]).map((job) => job.id),
    total: result.total,
    capped: result.totalIsCapped,
    byPlace: statements.some((statement) => statement.sql.includes('jobs_place_fts(')),
  };
}

const newestFirst = (ids: number[]) => [...ids].reverse();

describe('a text search in a city on SQLite', () => {
  const testDatabase = perTestDatabase();

  /** Baristas and tutors in two Portlands and in Salem, one after another. */
  async function board() {
    const { db } = await testDatabase('sqlite');
    const at = (city: string, state: string, title: string): TestJobFields => ({
      title,
      location_city: city,
      location_state: state,
    });
    const ids = await createJobs(db, [
      at('Portland', 'OR', 'Barista'),
      at('Portland', 'ME', 'Barista'),
      at('Salem', 'OR', 'Barista'),
      at('portland', 'OR', 'Math tutor'),
      at('PORTLAND', 'OR', 'Barista and tutor'),
      at('Portland', 'ME', 'Tutor'),
    ]);
    return { db, ids: ids as [number, number, number, number, number, number] };
  }

  it('reads the city’s range of the index by place, and finds what the city holds', async () => {
    const { db, ids } = await board();
    const [portlandOr, , salem, , both] = ids;
    expect(await search(db, { search: 'barista', location: 'Portland, OR' })).toEqual({
      ids: newestFirst([portlandOr, both]),
      total: 2,
      capped: false,
      byPlace: true,
    });
    // The city and state given apart; a city in one state given alone.
    expect(await search(db, { search: 'barista', city: 'portland', state: 'or' })).toMatchObject({
      ids: newestFirst([portlandOr, both]),
      byPlace: true,
    });
    expect(await search(db, { search: 'barista', city: 'Salem' })).toMatchObject({
      ids: [salem],
      byPlace: true,
    });
    // Ranked as ever: a word of the title above one of the description alone.
    await db
      .updateTable('jobs')
      .set({ title: 'Cashier', description: 'Tutor on Sundays.' })
      .where('id', '=', salem)
      .execute();
    await createJobs(db, [{ title: 'Tutor', location_city: 'Salem', location_state: 'OR' }]);
    const tutors = await search(db, { search: 'tutor', location: 'Salem, OR' });
    expect(tutors.ids).toHaveLength(2);
    expect(tutors.ids[1]).toBe(salem);
  });

  it('keeps the index of words for a city in several states given alone, or in none', async () => {
    const { db, ids } = await board();
    const [portlandOr, portlandMe, , , both] = ids;
    expect(await search(db, { search: 'barista', city: 'Portland' })).toEqual({
      ids: newestFirst([portlandOr, portlandMe, both]),
      total: 3,
      capped: false,
      byPlace: false,
    });
    expect(await search(db, { search: 'barista', location: 'Bend, OR' })).toEqual({
      ids: [],
      total: 0,
      capped: false,
      byPlace: false,
    });
    expect(await wordPlaceOf(db, 'portland', 'OR')).toBeGreaterThan(0);
    expect(await wordPlaceOf(db, 'portland', undefined)).toBeUndefined();
    expect(await wordPlaceOf(db, 'bend', 'OR')).toBeUndefined();
    // A city first posted after a search for it is found then.
    const [bend] = await createJobs(db, [
      { title: 'Barista', location_city: 'Bend', location_state: 'OR' },
    ]);
    expect(await search(db, { search: 'barista', location: 'Bend, OR' })).toMatchObject({
      ids: [bend],
      byPlace: true,
    });
  });

  it('takes the city’s newest matches, counts at most the cap, and pages them', async () => {
    const { db } = await testDatabase('sqlite');
    const jobs = Array.from({ length: SEARCH_CANDIDATE_LIMIT + 2 }, (_, i) => ({
      title: 'Usher',
      location_city: i % 2 === 0 ? 'Eugene' : 'Medford',
      location_state: 'OR',
    }));
    const ids = await createJobs(db, jobs);
    const eugene = newestFirst(ids.filter((_, i) => i % 2 === 0));
    const first = await search(db, { search: 'usher', location: 'Eugene, OR' });
    expect(first).toEqual({ ids: eugene.slice(0, 20), total: 251, capped: false, byPlace: true });
    const last = await search(db, { search: 'usher', location: 'Eugene, OR', skip: '240' });
    expect(last.ids).toEqual(eugene.slice(240, 251));
    const past = await search(db, { search: 'usher', location: 'Eugene, OR', skip: '260' });
    expect(past).toMatchObject({ ids: [], total: 251 });
    // Beyond the cap: every job of both cities in one of them.
    await db.updateTable('jobs').set({ location_city: 'Eugene' }).execute();
    const all = await search(db, { search: 'usher', location: 'Eugene, OR' });
    expect(all).toEqual({
      ids: newestFirst(ids).slice(0, 20),
      total: SEARCH_CANDIDATE_LIMIT,
      capped: true,
      byPlace: true,
    });
  });
});
