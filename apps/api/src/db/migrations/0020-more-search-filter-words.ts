import { type Kysely, PostgresAdapter } from 'kysely';
import * as searchFilterTokens from './0010-search-filter-tokens';

// Frozen: the SQLite full-text index also carries a job's ZIP code, pay type and business as words
// (decision 055). Change it with a new migration, never by editing this one.
//
// A text search with a ZIP code, a pay type or a company took the newest matches of its words and
// checked each one's row for the filter: "friendly team" at ZIP code 05401 read rows until 500
// passed, 62-70 ms at a million jobs; "customer service" in a Banking job at 80302 paid as a
// stipend, 119 ms. Beside 0010's words, the `filters` column now holds, built the same way by
// db/job-search.ts (filterWords):
//   qqzip<ZIP code's first five characters>0                      e.g. qqzip972010
//   qqpay<pay type, lower-cased, letters only>0                   e.g. qqpaypermonthstipend0
//   qqbiz<business id>0                                           e.g. qqbiz420
// A job without a pay type gets qqpay0, which no search asks for.

export function filterWords(row: string): string {
  return [
    searchFilterTokens.filterWords(row),
    `'qqzip' || substr(coalesce(${row}.location_zip, ''), 1, 5) || '0'`,
    `'qqpay' || ${searchFilterTokens.lettersOnly(`coalesce(${row}.compensation_type, '')`)} || '0'`,
    `'qqbiz' || ${row}.business_id || '0'`,
  ].join(` || ' ' || `);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await searchFilterTokens.createIndex(db, filterWords, [
    ...searchFilterTokens.INDEXED_COLUMNS,
    'location_zip',
    'compensation_type',
    'business_id',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await searchFilterTokens.up(db);
}
