import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { lettersOnly } from './0010-search-filter-tokens';

// Frozen: PostgreSQL's index of active jobs' words with their filters' words beside them
// (decision 073). Change it with a new migration, never by editing this one.
//
// A text search with a filter that leads an index of its own walked that index newest first and
// read each job's words until 500 matched: where few of the filter's jobs hold the words, it read
// them all ("tutor" in Restaurant, 86,611 rows for 156 matches, 387-630 ms at a million jobs).
// PostgreSQL's GIN indexes each hold a list of jobs per word; with a second column holding the
// filter words SQLite's full-text index has held since 0010 and 0020, one index scan intersects
// the words' lists with the filters' before a row is read (7.9 ms). The words, built the same way
// by db/job-search.ts (postgresFilterWords, filterWords):
//   qqst<state>0, qqcat<category>0, qqjt<type>0, qqwf<format>0, qqzip<ZIP code>0, qqpay<pay>0
//
// Its first column serves every search by words alone as 0002's index of the words did, so that
// index goes: one index of the words to keep up on each write instead of two. Only active jobs
// are searched, so only theirs are indexed.
//
// "If not exists": on a large board the index can be built beforehand, without holding writes,
// with `create index concurrently` under this name and this definition (docs/deploy.md).

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const NAME = 'jobs_active_words_filters_idx';

/** The filter words of a job's row, as an array (0036 builds the index again with them). */
export const FILTER_WORDS = `array[
    'qqst' || lower(location_state) || '0',
    'qqcat' || ${lettersOnly('business_category')} || '0',
    'qqjt' || replace(job_type, '-', '') || '0',
    'qqwf' || replace(work_format, '-', '') || '0',
    'qqzip' || substr(coalesce(location_zip, ''), 1, 5) || '0',
    'qqpay' || ${lettersOnly(`coalesce(compensation_type, '')`)} || '0'
  ]`;

/** 0002's index of the words alone. */
const WORDS_INDEX = 'jobs_search_vector_idx';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index if not exists ${sql.id(NAME)} on jobs
    using gin (search_vector, (${sql.raw(FILTER_WORDS)})) where status = 'active'`.execute(db);
  await sql`drop index if exists ${sql.id(WORDS_INDEX)}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index if not exists ${sql.id(WORDS_INDEX)} on jobs using gin (search_vector)`.execute(
    db,
  );
  await sql`drop index ${sql.id(NAME)}`.execute(db);
}
