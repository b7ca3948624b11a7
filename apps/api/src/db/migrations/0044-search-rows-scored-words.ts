import { type Kysely, SqliteAdapter, sql } from 'kysely';
import * as searchRows from './0042-search-rows';

// Frozen: SQLite's table of search rows holds the four scored columns' words together as well
// (decision 095). Change it with a new migration, never by editing this one.
//
// A search ranked by relevance checks each of its 501 candidates for each word in the four
// columns its score weighs (db/job-search.ts): four calls of instr() per word and candidate, a
// third of the statement's time for "team" at a million jobs. Most candidates of most searches
// hold the word in none of them ("team" is a word of descriptions): one check of the four
// columns' words together tells so, and only a candidate that holds it somewhere is checked
// column by column. Each column's words begin with a space, and so does the word sought, so
// the words together hold it exactly when one of the columns does.

const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

const SCORED = ['title_words', 'company_words', 'category_words', 'city_words'] as const;

/** The four columns' words together, from a row of jobs named `row`, as the columns hold them. */
const scoredWords = (row: string) =>
  ['title', 'company_name', 'business_category', 'location_city']
    .map((column) => searchRows.words(`${row}.${column}`))
    .join(' || ');

const COLUMNS: searchRows.Column[] = [...searchRows.COLUMNS, ['scored_words', 'text', scoredWords]];

async function dropWriteTriggers(db: Kysely<unknown>) {
  await sql`drop trigger job_search_rows_after_update`.execute(db);
  await sql`drop trigger job_search_rows_after_insert`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  await sql`alter table job_search_rows add column scored_words text`.execute(db);
  await sql`update job_search_rows set scored_words = ${sql.raw(SCORED.join(' || '))}`.execute(db);
  await dropWriteTriggers(db);
  await searchRows.createWriteTriggers(db, COLUMNS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  await dropWriteTriggers(db);
  await searchRows.createWriteTriggers(db, searchRows.COLUMNS);
  await sql`alter table job_search_rows drop column scored_words`.execute(db);
}
