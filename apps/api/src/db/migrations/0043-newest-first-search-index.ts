import { type Kysely, PostgresAdapter, sql } from 'kysely';
import * as searchFilterTokens from './0010-search-filter-tokens';
import * as moreFilterWords from './0020-more-search-filter-words';

// Frozen: SQLite's index of words keeps each job under its id negated (decision 093). Change it
// with a new migration, never by editing this one.
//
// A text search takes the newest jobs holding its words, and FTS5 hands its matches over in the
// order of the rowids it keeps them under: the newest first meant reading each word's list
// backwards, which costs FTS5 1.3-1.9 times as much as forwards when it merges lists ("friendly
// team" among seasonal jobs in Texas: 4.8 ms against 3.0 for the same 501 matches at a million
// jobs). Kept under -id, the newest job comes first in ascending order. The words and filter
// words are migration 0020's; the view the index reads a job's text from gives its id negated
// too, which no index of jobs can seek: it is read whole to rebuild or check the index, and row by
// row (each a scan) only by a statement that asks the index for its columns, which the app never
// does (it asks for rowids).
//
// Jobs written in one transaction now reach the index in descending rowid order, which FTS5 takes
// a little more slowly: 2,000 jobs in one transaction on a board of 100,000, 986 ms against 901
// (every index and trigger of a job included), in as many segments. The migration fills the index
// from the newest job to the oldest, in ascending rowid order.

/** The index's text columns. Also 0046's. */
export const TEXT_COLUMNS = [
  'title',
  'company_name',
  'business_category',
  'location_city',
  'description',
] as const;

/** The columns of jobs a change to which indexes the job again: 0020's. Also 0046's. */
export const INDEXED_COLUMNS = [
  ...searchFilterTokens.INDEXED_COLUMNS,
  'location_zip',
  'compensation_type',
  'business_id',
];

/** The job row `row`'s rowid in the index (its id negated), text and filter words, as SQL. */
const values = (row: string) =>
  [
    `-${row}.id`,
    ...TEXT_COLUMNS.map((column) => `${row}.${column}`),
    moreFilterWords.filterWords(row),
  ].join(', ');

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await searchFilterTokens.dropIndex(db);
  await sql`
    create view jobs_fts_content as
    select -id as id, ${sql.raw(TEXT_COLUMNS.join(', '))},
      ${sql.raw(moreFilterWords.filterWords('jobs'))} as filters
    from jobs`.execute(db);
  await searchFilterTokens.createTable(db);
  await searchFilterTokens.createTriggers(db, values, INDEXED_COLUMNS);
  // Newest first: in ascending rowid order.
  await sql`
    insert into jobs_fts (rowid, ${sql.raw(TEXT_COLUMNS.join(', '))}, filters)
    select ${sql.raw(values('jobs'))} from jobs order by jobs.id desc`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await moreFilterWords.up(db);
}
