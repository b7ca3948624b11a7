import { type Kysely, PostgresAdapter, sql } from 'kysely';
import * as moreFilterWords from './0020-more-search-filter-words';
import { INDEXED_COLUMNS, TEXT_COLUMNS } from './0043-newest-first-search-index';

// Frozen: SQLite keeps a second index of words, each job under a rowid of its place first
// (decision 100). Change it with a new migration, never by editing this one.
//
// A text search in a city asked the index of words for the words and the city's word together,
// and FTS5 merged both lists whole for their common jobs: "barista" (14,565 jobs) and Seattle's
// word (17,497) for their 538 common ones, 770 us at a million jobs, the most expensive search of
// the benchmark. Here every job is kept under its place's number times 2^32 plus its id taken
// from 2^31 - 1: a place's jobs lie together in every word's list, newest first, and a search in
// a city reads only that range of the words' lists (the same 501 jobs, 200 us).
//
// job_word_places numbers each place, a city lower-cased as SQLite's lower() does it with its
// state as stored, when its first job is written; a number is never reused or renumbered. The
// index holds no text (content=''): only the rowids of the jobs that hold a word, which is all a
// search asks it; contentless_delete lets the triggers remove a job's entry by its rowid alone.
// It holds every job, as the index of migration 0043 does; the search rows hold the active ones.

/** A rowid's place part: 2^32. */
const PLACE_STEP = 4294967296;
/** A job's id is taken from this within its place's range: 2^31 - 1, above every id. */
const IDS_BELOW = 2147483647;

/** The place number of the job row `row`, as SQL. */
const placeOf = (row: string) =>
  `(select job_word_places.id from job_word_places
     where job_word_places.city = lower(${row}.location_city)
       and job_word_places.state = ${row}.location_state)`;

/** The rowid of the job row `row` in the index, as SQL. */
const rowidOf = (row: string) => `${placeOf(row)} * ${PLACE_STEP} + ${IDS_BELOW} - ${row}.id`;

/** The job row `row`'s place, numbered if it is new, as a statement. */
const placeNumbered = (row: string) =>
  `insert or ignore into job_word_places (city, state)
     values (lower(${row}.location_city), ${row}.location_state)`;

/** The job row `row`'s entry with the filter words `words` gives, as a statement. */
const entryWritten = (row: string, words: (row: string) => string) =>
  `insert into jobs_place_fts (rowid, ${TEXT_COLUMNS.join(', ')}, filters)
     values (${rowidOf(row)}, ${TEXT_COLUMNS.map((column) => `${row}.${column}`).join(', ')},
       ${words(row)})`;

/** The job row `row`'s entry removed, as a statement. */
const entryRemoved = (row: string) => `delete from jobs_place_fts where rowid = ${rowidOf(row)}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`
    create table job_word_places (
      id integer primary key,
      city text not null,
      state text not null,
      unique (city, state)
    )`.execute(db);
  await sql`
    insert or ignore into job_word_places (city, state)
    select lower(location_city), location_state from jobs
    order by lower(location_city), location_state`.execute(db);
  await createIndex(db, moreFilterWords.filterWords, INDEXED_COLUMNS);
}

/**
 * Makes the index with the filter words `words` gives for a job row, kept by triggers on a change
 * to any of `indexed`, and fills it: every job's place must be numbered. Also 0049's.
 */
export async function createIndex(
  db: Kysely<unknown>,
  words: (row: string) => string,
  indexed: readonly string[],
): Promise<void> {
  await sql`
    create virtual table jobs_place_fts using fts5(
      ${sql.raw(TEXT_COLUMNS.join(', '))}, filters,
      content = '', contentless_delete = 1,
      tokenize = 'porter unicode61 remove_diacritics 2'
    )`.execute(db);
  // In ascending rowid order, place by place, each place's newest job first.
  await sql`
    insert into jobs_place_fts (rowid, ${sql.raw(TEXT_COLUMNS.join(', '))}, filters)
    select ${sql.raw(rowidOf('jobs'))}, ${sql.raw(TEXT_COLUMNS.map((c) => `jobs.${c}`).join(', '))},
      ${sql.raw(words('jobs'))}
    from jobs
    order by 1`.execute(db);
  await sql`
    create trigger jobs_place_fts_after_insert after insert on jobs begin
      ${sql.raw(placeNumbered('new'))};
      ${sql.raw(entryWritten('new', words))};
    end`.execute(db);
  await sql`
    create trigger jobs_place_fts_after_delete after delete on jobs begin
      ${sql.raw(entryRemoved('old'))};
    end`.execute(db);
  // Only a change to an indexed column rewrites the entry (not applicants_count etc.).
  await sql`
    create trigger jobs_place_fts_after_update
    after update of ${sql.raw(indexed.join(', '))} on jobs begin
      ${sql.raw(entryRemoved('old'))};
      ${sql.raw(placeNumbered('new'))};
      ${sql.raw(entryWritten('new', words))};
    end`.execute(db);
}

/** Drops the index and its triggers, keeping the places' numbers. Also 0049's. */
export async function dropIndex(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists jobs_place_fts_after_update`.execute(db);
  await sql`drop trigger if exists jobs_place_fts_after_delete`.execute(db);
  await sql`drop trigger if exists jobs_place_fts_after_insert`.execute(db);
  await sql`drop table if exists jobs_place_fts`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await dropIndex(db);
  await sql`drop table job_word_places`.execute(db);
}
