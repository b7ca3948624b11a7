import { type JobListQuery, jobListQuerySchema } from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/create-db';
import { searchTerms } from '../../db/job-search';
import { indexedFilterWords } from '../../db/sqlite-word-shares';
import { createJob } from '../../testing/factories';
import { perTestDatabase } from '../../testing/per-test-database';
import { listPublicJobs } from './jobs.repository';

// Decision 092: SQLite's index is asked for a filter's word only where the rows it spares cost
// more than the entries of its list (a row read costs about as much as 42 entries stepped over),
// measured on the index's newest jobs. The jobs found never change: every filter is still
// checked in the row.

const query = (fields: Record<string, string>): JobListQuery =>
  jobListQuerySchema.parse({ limit: '20', ...fields });

/** The filter words a search with `fields` asks the index for. */
const asked = (db: Db, fields: Record<string, string>, now?: number) => {
  const filters = query(fields);
  return indexedFilterWords(db, { terms: searchTerms(filters.search), filters }, now);
};

/** The titles of the jobs a search with `fields` finds, in its order. */
async function titles(db: Db, fields: Record<string, string>) {
  const page = await listPublicJobs(db, query(fields));
  return (JSON.parse(page.json) as { title: string }[]).map((job) => job.title);
}

/**
 * Sixty jobs with the word "team": fifty seasonal, ten part-time, three of the part-time in
 * Washington (the rest in Oregon), five baristas at restaurants among ten restaurant jobs, one
 * seasonal and one part-time calligraphy tutor.
 */
async function board(db: Db) {
  const job = (n: number, fields: Parameters<typeof createJob>[1]) =>
    createJob(db, { description: `Join our team, job ${n}.`, ...fields });
  for (let n = 0; n < 60; n++) {
    const seasonal = n < 50;
    await job(n, {
      title:
        n === 0 || n === 50
          ? `Calligraphy tutor ${seasonal ? 'seasonal' : 'part-time'}`
          : n >= 10 && n < 15
            ? `Barista ${n}`
            : `Helper ${n}`,
      job_type: seasonal ? 'seasonal' : 'part-time',
      business_category: n >= 10 && n < 20 ? 'Restaurant' : 'Retail',
      location_state: n >= 57 ? 'WA' : 'OR',
      location_zip: n >= 57 ? '98101' : '97201',
      location_city: n >= 57 ? 'Seattle' : 'Portland',
    });
  }
}

describe('the filter words a text search asks SQLite for', () => {
  const testDatabase = perTestDatabase();

  it('leaves a common filter out of the index for a rare word, and still finds only its jobs', async () => {
    const { db } = await testDatabase('sqlite');
    await board(db);
    // Two calligraphy jobs; the seasonal word would merge fifty entries to spare one row.
    expect(await asked(db, { search: 'calligraphy', job_type: 'seasonal' })).toEqual([]);
    expect(await titles(db, { search: 'calligraphy', job_type: 'seasonal' })).toEqual([
      'Calligraphy tutor seasonal',
    ]);
    expect(await titles(db, { search: 'calligraphy', job_type: 'part-time' })).toEqual([
      'Calligraphy tutor part-time',
    ]);
  });

  it('asks for a rare filter with a common word', async () => {
    const { db } = await testDatabase('sqlite');
    await board(db);
    // Sixty "team" jobs, three in Washington: three entries spare fifty-seven rows.
    expect(await asked(db, { search: 'team', state: 'WA' })).toEqual(['qqstwa0']);
    expect(await titles(db, { search: 'team', state: 'WA', sort: 'title' })).toEqual([
      'Helper 57',
      'Helper 58',
      'Helper 59',
    ]);
  });

  it('measures a word and a filter together: a filter that every match has spares nothing', async () => {
    const { db } = await testDatabase('sqlite');
    await board(db);
    // Reckoned as independent, Restaurant (a sixth of the jobs) would spare four of five rows;
    // every barista is at a restaurant.
    expect(await asked(db, { search: 'barista', business_category: 'Restaurant' })).toEqual([]);
    expect(
      await titles(db, { search: 'barista', business_category: 'Restaurant', sort: 'title' }),
    ).toEqual(['Barista 10', 'Barista 11', 'Barista 12', 'Barista 13', 'Barista 14']);
    expect(await titles(db, { search: 'barista', business_category: 'Retail' })).toEqual([]);
  });

  it("always asks for a ZIP code's word, and weighs the others after it", async () => {
    const { db } = await testDatabase('sqlite');
    await board(db);
    expect(await asked(db, { search: 'team', zip: '98101', job_type: 'part-time' })).toEqual([
      'qqzip981010',
    ]);
    expect(await titles(db, { search: 'team', zip: '98101', sort: 'title' })).toEqual([
      'Helper 57',
      'Helper 58',
      'Helper 59',
    ]);
  });

  it('weighs a pair of filters as its own word, in place of the words it pairs', async () => {
    const { db } = await testDatabase('sqlite');
    await board(db);
    // Three virtual volunteer jobs in Salem open to high-school students, and a fourth in Salem
    // that is not, among sixty-four "team" jobs, sixty of them in Oregon.
    for (const [n, title] of ['Trail guide', 'Tour writer', 'Museum host', 'Usher'].entries()) {
      await createJob(db, {
        title,
        description: 'Join our team.',
        job_type: 'volunteer',
        work_format: n < 3 ? 'virtual' : 'in-person',
        high_school_students_welcome: n < 3 ? 1 : 0,
        location_city: 'Salem',
      });
    }
    // The state's word would still spare four rows: the pair's spares sixty-one, alone.
    const welcome = { search: 'team', state: 'OR', hsWelcome: 'true' };
    expect(await asked(db, welcome)).toEqual(['qqhsstor0']);
    const virtualVolunteers = { search: 'team', job_type: 'volunteer', work_format: 'virtual' };
    expect(await asked(db, virtualVolunteers)).toEqual(['qqjtwfvolunteervirtual0']);
    // With a city the state has no word, but the flag has one through the pair.
    const inSalem = { ...welcome, city: 'Salem' };
    expect(await asked(db, inSalem)).toEqual(['qqhsstor0']);
    const three = ['Museum host', 'Tour writer', 'Trail guide'];
    for (const fields of [welcome, virtualVolunteers, inSalem]) {
      expect(await titles(db, { ...fields, sort: 'title' })).toEqual(three);
    }
    // A rare word leaves the pair out, and finds the same jobs.
    expect(await asked(db, { ...welcome, search: 'guide' })).toEqual([]);
    expect(await titles(db, { ...welcome, search: 'guide' })).toEqual(['Trail guide']);
  });

  it('keeps what it measured for ten minutes, then measures again', async () => {
    const { db } = await testDatabase('sqlite');
    await board(db);
    const now = Date.now();
    const fields = { search: 'calligraphy', job_type: 'seasonal' };
    expect(await asked(db, fields, now)).toEqual([]);
    for (let n = 0; n < 60; n++) {
      await createJob(db, { title: `Calligraphy helper ${n}`, job_type: 'part-time' });
    }
    // Now most calligraphy jobs are part-time: the seasonal word spares 61 of 62 rows.
    expect(await asked(db, fields, now + 9 * 60_000)).toEqual([]);
    expect(await asked(db, fields, now + 11 * 60_000)).toEqual(['qqjtseasonal0']);
    expect(await titles(db, fields)).toEqual(['Calligraphy tutor seasonal']);
  });

  it('asks for every filter word while the board has no jobs', async () => {
    const { db } = await testDatabase('sqlite');
    expect(await asked(db, { search: 'team', state: 'WA' })).toEqual(['qqstwa0']);
    expect(await titles(db, { search: 'team', state: 'WA' })).toEqual([]);
  });
});
