import { jobListQuerySchema } from '@firstshift/domain';
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/create-db';
import * as searchRows from '../../db/migrations/0042-search-rows';
import * as scoredWords from '../../db/migrations/0044-search-rows-scored-words';
import { testDatabaseKinds } from '../../db/test-database';
import { createJob } from '../../testing/factories';
import { expectPostgresIndexesKept, indexColumns } from '../../testing/index-columns';
import { perTestDatabase } from '../../testing/per-test-database';
import { listPublicJobs } from './jobs.repository';

// Migration 0042 (decision 091): SQLite keeps a row of what a text search reads of each active
// job, under its id, in step with the job; the search's index by id (migration 0015) goes.

/**
 * Each kept row, beside what it should hold for its job now (null where it has no job); with
 * `scored`, the four scored columns' words together too (migration 0044).
 */
async function keptRows(db: Db, scored = true) {
  const words = (column: string) => sql.raw(`' ' || replace(lower(jobs.${column}), '-', ' ')`);
  const { rows } = await sql<Record<string, unknown>>`
    select job_search_rows.*, jobs.id as job_id, jobs.status as job_status,
      ${words('title')} as job_title_words, ${words('company_name')} as job_company_words,
      ${words('business_category')} as job_category_words, ${words('location_city')} as job_city_words,
      jobs.location_city as job_location_city, jobs.minimum_age_required as job_minimum_age_required,
      jobs.shifts_weekends as job_shifts_weekends, jobs.published_at as job_published_at,
      ${words('title')} || ${words('company_name')} || ${words('business_category')}
        || ${words('location_city')} as job_scored_words
    from job_search_rows left join jobs on jobs.id = job_search_rows.id
    order by job_search_rows.id`.execute(db);
  for (const row of rows) {
    for (const column of [
      'status',
      'title_words',
      'company_words',
      'category_words',
      'city_words',
      'location_city',
      'minimum_age_required',
      'shifts_weekends',
      'published_at',
      ...(scored ? ['scored_words'] : []),
    ]) {
      expect(row[column], `${column} of job ${String(row.id)}`).toBe(row[`job_${column}`]);
    }
  }
  return rows.map((row) => ({ id: row.id, title: row.title_words }));
}

/** The ids of the jobs a search finds, in its order. */
async function searchIds(db: Db, query: Record<string, string>) {
  const page = await listPublicJobs(db, jobListQuerySchema.parse({ limit: '20', ...query }));
  return (JSON.parse(page.json) as { id: number }[]).map((job) => job.id);
}

describe('migration 0042', () => {
  const testDatabase = perTestDatabase();

  it('keeps a row for each active job, written with the job and gone with it', async () => {
    const { db } = await testDatabase('sqlite');
    const walker = await createJob(db, { title: 'Dog-Walker', location_city: 'Lake Oswego' });
    await createJob(db, { title: 'Draft dog walker', status: 'draft' });
    await createJob(db, { title: 'Old dog walker', status: 'archived' });
    expect(await keptRows(db)).toEqual([{ id: walker, title: ' dog walker' }]);
    expect(await searchIds(db, { search: 'walker' })).toEqual([walker]);

    const update = (set: Record<string, unknown>) =>
      db.updateTable('jobs').set(set).where('id', '=', walker).execute();
    await update({ title: 'Cat sitter', shifts_weekends: 1, minimum_age_required: 14 });
    expect(await keptRows(db)).toEqual([{ id: walker, title: ' cat sitter' }]);
    expect(await searchIds(db, { search: 'walker' })).toEqual([]);
    expect(await searchIds(db, { search: 'sitter', weekends: 'true', minimum_age: '14' })).toEqual([
      walker,
    ]);
    await update({ status: 'archived' });
    expect(await keptRows(db)).toEqual([]);
    expect(await searchIds(db, { search: 'sitter' })).toEqual([]);
    await update({ status: 'active' });
    expect(await keptRows(db)).toEqual([{ id: walker, title: ' cat sitter' }]);
    // A column the row does not hold leaves it as it is.
    await update({ applicants_count: 3, description: 'Feed two cats.' });
    expect(await keptRows(db)).toEqual([{ id: walker, title: ' cat sitter' }]);
    await db.deleteFrom('jobs').where('id', '=', walker).execute();
    expect(await keptRows(db)).toEqual([]);
  });

  it('holds every column a search’s filters read: a search with all of them finds its job', async () => {
    const { db } = await testDatabase('sqlite');
    const fields = {
      title: 'Kennel helper',
      job_type: 'seasonal',
      business_category: 'Pet Care',
      work_format: 'in-person',
      location_city: 'Bend',
      location_state: 'OR',
      location_zip: '97701-1234',
      minimum_age_required: 14,
      high_school_students_welcome: 1,
      after_school_hours_available: 1,
      compensation_type: 'stipend',
      shifts_weekends: 1,
      shifts_after_three: 1,
      shifts_summer_only: 1,
      shifts_fit_young: 1,
    } as const;
    const kennel = await createJob(db, fields);
    await createJob(db, { ...fields, shifts_fit_young: 0 });
    const query = {
      search: 'kennel',
      job_type: 'seasonal',
      business_category: 'Pet Care',
      work_format: 'in-person',
      city: 'bend',
      state: 'OR',
      zip: '97701',
      minimum_age: '15',
      hsWelcome: 'true',
      afterSchool: 'true',
      compensation_type: 'stipend',
      weekends: 'true',
      afterThree: 'true',
      summerOnly: 'true',
      youngHours: 'true',
    };
    expect(await searchIds(db, query)).toEqual([kennel]);
    expect(await searchIds(db, { ...query, sort: 'title' })).toEqual([kennel]);
  });

  it('is undone to the search index of migration 0015, and made again from the jobs', async () => {
    const { db: testDb } = await testDatabase('sqlite');
    const db = testDb as unknown as Kysely<unknown>;
    const active = await createJob(testDb, { title: 'Lifeguard' });
    await createJob(testDb, { title: 'Lifeguard', status: 'archived' });
    await scoredWords.down(db);
    const objects = async () =>
      (
        await sql<{ name: string }>`select name from sqlite_schema
          where name like '%search_rows%' or name = 'jobs_active_search_cover_idx'
          order by name`.execute(db)
      ).rows.map((row) => row.name);
    const madeByUp = [
      'job_search_rows',
      'job_search_rows_after_delete',
      'job_search_rows_after_insert',
      'job_search_rows_after_update',
    ];
    expect(await objects()).toEqual(madeByUp);

    await searchRows.down(db);
    expect(await objects()).toEqual(['jobs_active_search_cover_idx']);
    expect(await indexColumns(db, 'jobs_active_search_cover_idx')).toHaveLength(18);
    const later = await createJob(testDb, { title: 'Lifeguard' });

    await searchRows.up(db);
    expect(await objects()).toEqual(madeByUp);
    await scoredWords.up(db);
    expect(await keptRows(testDb)).toEqual([
      { id: active, title: ' lifeguard' },
      { id: later, title: ' lifeguard' },
    ]);
    expect(await searchIds(testDb, { search: 'lifeguard' })).toEqual([later, active]);
  });

  it.skipIf(!testDatabaseKinds.includes('postgres'))('leaves PostgreSQL as it was', async () => {
    const database = await testDatabase('postgres');
    const db = database.db as unknown as Kysely<unknown>;
    await expectPostgresIndexesKept(db, searchRows);
    const tables = await sql<{ count: number }>`select count(*)::int as count
      from information_schema.tables where table_name = 'job_search_rows'`.execute(db);
    expect(tables.rows[0]?.count).toBe(0);
  });
});

// Migration 0044 (decision 095): each row holds the four scored columns' words together, which a
// search ranked by relevance checks first.
describe('migration 0044', () => {
  const testDatabase = perTestDatabase();

  /** The names of job_search_rows' columns. */
  const columnsOf = async (db: Kysely<unknown>) =>
    (
      await sql<{ name: string }>`select name from pragma_table_info('job_search_rows')`.execute(db)
    ).rows.map((row) => row.name);

  it('fills the rows of the jobs already posted, keeps them with each job, and ranks by them', async () => {
    const { db: testDb } = await testDatabase('sqlite');
    const db = testDb as unknown as Kysely<unknown>;
    await scoredWords.down(db);
    expect(await columnsOf(db)).not.toContain('scored_words');
    const described = await createJob(testDb, {
      title: 'Dishwasher',
      description: 'Join a friendly team.',
    });
    const byCompany = await createJob(testDb, { title: 'Host', company_name: 'Team Diner' });
    await scoredWords.up(db);
    expect(await columnsOf(db)).toContain('scored_words');
    await keptRows(testDb);
    expect(await searchIds(testDb, { search: 'team' })).toEqual([byCompany, described]);

    // Written with each job posted and each change, and read by the ranking at once.
    const byTitle = await createJob(testDb, { title: 'Team lead', location_city: 'Salem' });
    await testDb
      .updateTable('jobs')
      .set({ title: 'Team-Lead cook', location_city: 'Teamsville' })
      .where('id', '=', described)
      .execute();
    await keptRows(testDb);
    expect(await searchIds(testDb, { search: 'team' })).toEqual([described, byTitle, byCompany]);
    expect(await searchIds(testDb, { search: 'teamsville' })).toEqual([described]);
  });

  it('is undone to the rows of migration 0042, which still follow their jobs', async () => {
    const { db: testDb } = await testDatabase('sqlite');
    const db = testDb as unknown as Kysely<unknown>;
    const walker = await createJob(testDb, { title: 'Dog walker' });
    await scoredWords.down(db);
    expect(await columnsOf(db)).not.toContain('scored_words');
    await testDb
      .updateTable('jobs')
      .set({ title: 'Cat sitter' })
      .where('id', '=', walker)
      .execute();
    const later = await createJob(testDb, { title: 'Cat sitter' });
    expect(await keptRows(testDb, false)).toEqual([
      { id: walker, title: ' cat sitter' },
      { id: later, title: ' cat sitter' },
    ]);
    await scoredWords.up(db);
    await keptRows(testDb);
    expect(await searchIds(testDb, { search: 'sitter' })).toEqual([later, walker]);
  });

  it.skipIf(!testDatabaseKinds.includes('postgres'))('leaves PostgreSQL as it was', async () => {
    const database = await testDatabase('postgres');
    await expectPostgresIndexesKept(database.db as unknown as Kysely<unknown>, scoredWords);
  });
});
