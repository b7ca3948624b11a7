import { type Kysely, PostgresAdapter, sql } from 'kysely';
import * as searchFilterTokens from './0010-search-filter-tokens';
import * as moreFilterWords from './0020-more-search-filter-words';
import * as newestFirst from './0043-newest-first-search-index';
import * as wordsByPlace from './0046-sqlite-words-by-place';

// Frozen: SQLite's two indexes of words also hold a word for each of two pairs of filters
// (decision 106). Change it with a new migration, never by editing this one.
//
// A search for a word in most jobs with two dense filters merged the lists of the word and the
// filters' words whole, or checked one filter in each candidate's row: "team" (in 900,405 of a
// million jobs) in Oregon for high-school students read the 1,048 newest jobs of "team" in Oregon
// and each one's row for the flag, 540 us; "team" among virtual volunteer jobs merged three lists,
// 496 us. One word for each pair makes each one list, and a shorter one (168 and 227 us, measured
// in an index built beside the real one). Beside migration 0020's words, `filters` now holds:
//   qqjtwf<job type><work format>0, each without its hyphen       e.g. qqjtwfvolunteervirtual0
//   qqhsst<state, lower-cased>0 where high-school students are welcome   e.g. qqhsstor0
// A job not open to high-school students has no state pair: no search asks for the flag's false.
// Both indexes are rebuilt whole, as migrations 0043 and 0046 made them, with the flag among the
// columns whose change writes a job's entry again; the places keep their numbers.

/** The filter words of the job row `row`, as SQL. */
export function filterWords(row: string): string {
  return [
    moreFilterWords.filterWords(row),
    `'qqjtwf' || replace(${row}.job_type, '-', '') || replace(${row}.work_format, '-', '') || '0'`,
    `case when ${row}.high_school_students_welcome = 1
       then 'qqhsst' || lower(${row}.location_state) || '0' else '' end`,
  ].join(` || ' ' || `);
}

/** The columns of jobs a change to which indexes the job again. */
const INDEXED_COLUMNS = [...newestFirst.INDEXED_COLUMNS, 'high_school_students_welcome'];

/** The job row `row`'s rowid in the index of words (its id negated), text and filter words. */
const values = (row: string) =>
  [
    `-${row}.id`,
    ...newestFirst.TEXT_COLUMNS.map((column) => `${row}.${column}`),
    filterWords(row),
  ].join(', ');

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  const text = sql.raw(newestFirst.TEXT_COLUMNS.join(', '));
  await searchFilterTokens.dropIndex(db);
  await sql`
    create view jobs_fts_content as
    select -id as id, ${text}, ${sql.raw(filterWords('jobs'))} as filters
    from jobs`.execute(db);
  await searchFilterTokens.createTable(db);
  await searchFilterTokens.createTriggers(db, values, INDEXED_COLUMNS);
  // Newest first: in ascending rowid order.
  await sql`
    insert into jobs_fts (rowid, ${text}, filters)
    select ${sql.raw(values('jobs'))} from jobs order by jobs.id desc`.execute(db);
  await wordsByPlace.dropIndex(db);
  await wordsByPlace.createIndex(db, filterWords, INDEXED_COLUMNS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await newestFirst.up(db);
  await wordsByPlace.dropIndex(db);
  await wordsByPlace.createIndex(db, moreFilterWords.filterWords, newestFirst.INDEXED_COLUMNS);
}
