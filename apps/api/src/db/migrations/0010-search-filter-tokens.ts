import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: the full-text index carries the selective job filters as words (docs/decisions/025).
// Change it with a new migration, never by editing this one.
//
// A text search with filters found its candidates by reading the row of every job that holds
// the words, newest first, until 500 passed the filters: "team" (in 90 % of jobs) in Oregon read
// about 27,000 rows. The SQLite index now has a sixth column, `filters`, holding one made-up word
// per selective filter value, so that the index itself intersects the words with the filters.
// The words, built the same way by db/job-search.ts (filterWords):
//   qqst<state>0        location_state, lower-cased                     e.g. qqstor0
//   qqcat<category>0    business_category, lower-cased, letters only    e.g. qqcattutoringeducation0
//   qqjt<type>0         job_type without its hyphen                     e.g. qqjtparttime0
//   qqwf<format>0       work_format without its hyphen                  e.g. qqwfinperson0
// Filters true of a third of the board or more (the two flags, the seeker's age, the status)
// gain nothing from the index and stay checked in the row, as every filter still is. The trailing 0 keeps
// the stemmer off the words. The index reads its text through a view that adds the column.
// PostgreSQL's GIN index and the filter indexes are intersected by its planner: nothing to do.

const TEXT_COLUMNS = 'title, company_name, business_category, location_city, description';

/** `text` lower-cased without spaces, ampersands, hyphens and apostrophes, as SQL. Also 0020's. */
export const lettersOnly = (text: string) =>
  `lower(replace(replace(replace(replace(${text}, ' ', ''), '&', ''), '-', ''), '''', ''))`;

/** The filter words of the job row `row` ('jobs', 'new' or 'old'), as SQL. Also 0020's. */
export function filterWords(row: string): string {
  return [
    `'qqst' || lower(${row}.location_state) || '0'`,
    `'qqcat' || ${lettersOnly(`${row}.business_category`)} || '0'`,
    `'qqjt' || replace(${row}.job_type, '-', '') || '0'`,
    `'qqwf' || replace(${row}.work_format, '-', '') || '0'`,
  ].join(` || ' ' || `);
}

/** Every column either the text or the filter words come from. Also 0020's. */
export const INDEXED_COLUMNS = [
  'title',
  'company_name',
  'business_category',
  'location_city',
  'description',
  'location_state',
  'job_type',
  'work_format',
];

/** The job row `row`'s id and text, as 0002's index takes them. */
const textValues = (row: string) =>
  `${row}.id, ${TEXT_COLUMNS.split(', ')
    .map((column) => `${row}.${column}`)
    .join(', ')}`;

/** Drops whichever index is there, 0002's or this one's, with its view. */
export async function dropIndex(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists jobs_fts_after_update`.execute(db);
  await sql`drop trigger if exists jobs_fts_after_delete`.execute(db);
  await sql`drop trigger if exists jobs_fts_after_insert`.execute(db);
  await sql`drop table if exists jobs_fts`.execute(db);
  await sql`drop view if exists jobs_fts_content`.execute(db);
}

/**
 * Makes the index with the filter words `words` gives for a job row, kept by triggers on a change
 * to any of `indexed`, and fills it. Also 0020's.
 */
export async function createIndex(
  db: Kysely<unknown>,
  words: (row: string) => string,
  indexed: string[],
): Promise<void> {
  const values = (row: string) => `${textValues(row)}, ${words(row)}`;
  await dropIndex(db);
  await sql`
    create view jobs_fts_content as
    select ${sql.raw(values('jobs'))} as filters from jobs`.execute(db);
  await createTable(db);
  await createTriggers(db, values, indexed);
  await sql`insert into jobs_fts (jobs_fts) values ('rebuild')`.execute(db);
}

/** The index itself, reading a job's text from the view jobs_fts_content. Also 0043's. */
export async function createTable(db: Kysely<unknown>): Promise<void> {
  await sql`
    create virtual table jobs_fts using fts5(
      title, company_name, business_category, location_city, description, filters,
      content = 'jobs_fts_content', content_rowid = 'id',
      tokenize = 'porter unicode61 remove_diacritics 2'
    )`.execute(db);
}

/**
 * The triggers that keep the index in step with jobs: `values` gives a job row's rowid in the
 * index, text and filter words as SQL; a change to any of `indexed` writes its entry again. Also
 * 0043's.
 */
export async function createTriggers(
  db: Kysely<unknown>,
  values: (row: string) => string,
  indexed: readonly string[],
): Promise<void> {
  const columns = sql.raw(`rowid, ${TEXT_COLUMNS}, filters`);
  await sql`
    create trigger jobs_fts_after_insert after insert on jobs begin
      insert into jobs_fts (${columns}) values (${sql.raw(values('new'))});
    end`.execute(db);
  await sql`
    create trigger jobs_fts_after_delete after delete on jobs begin
      insert into jobs_fts (jobs_fts, ${columns}) values ('delete', ${sql.raw(values('old'))});
    end`.execute(db);
  // Only a change to an indexed column rewrites the index entry (not applicants_count etc.).
  await sql`
    create trigger jobs_fts_after_update after update of ${sql.raw(indexed.join(', '))} on jobs
    begin
      insert into jobs_fts (jobs_fts, ${columns}) values ('delete', ${sql.raw(values('old'))});
      insert into jobs_fts (${columns}) values (${sql.raw(values('new'))});
    end`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await createIndex(db, filterWords, INDEXED_COLUMNS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await dropIndex(db);
  // 0002's index, as it was.
  const columns = sql.raw(`rowid, ${TEXT_COLUMNS}`);
  const old = (row: string) => sql.raw(textValues(row));
  await sql`
    create virtual table jobs_fts using fts5(
      ${sql.raw(TEXT_COLUMNS)},
      content = 'jobs', content_rowid = 'id',
      tokenize = 'porter unicode61 remove_diacritics 2'
    )`.execute(db);
  await sql`
    create trigger jobs_fts_after_insert after insert on jobs begin
      insert into jobs_fts (${columns}) values (${old('new')});
    end`.execute(db);
  await sql`
    create trigger jobs_fts_after_delete after delete on jobs begin
      insert into jobs_fts (jobs_fts, ${columns}) values ('delete', ${old('old')});
    end`.execute(db);
  await sql`
    create trigger jobs_fts_after_update after update of ${sql.raw(TEXT_COLUMNS)} on jobs
    begin
      insert into jobs_fts (jobs_fts, ${columns}) values ('delete', ${old('old')});
      insert into jobs_fts (${columns}) values (${old('new')});
    end`.execute(db);
  await sql`insert into jobs_fts (jobs_fts) values ('rebuild')`.execute(db);
}
