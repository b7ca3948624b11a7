import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { FILTER_WORDS } from './0035-postgres-words-and-filters-index';

// Frozen: PostgreSQL's text search folds accents, as SQLite's has since 0002 (decision 079).
// Change it with a new migration, never by editing this one.
//
// SQLite's full-text index drops diacritics (`remove_diacritics 2`): "cafe" finds "Café" and
// "taqueria" finds "Taquería". PostgreSQL's English configuration kept them, so the same search
// found those jobs on SQLite and not in production. A configuration of our own, a copy of
// `english` whose words with letters beyond ASCII pass through the `unaccent` dictionary before
// the English stemmer, now builds the words' column and reads the searches (job-search.ts,
// POSTGRES_TEXT_CONFIG). `unaccent` ships with PostgreSQL and is a trusted extension: the
// database's owner may create it. It is created once per database, in `public` (a schema dropped
// with a test's would take it along), under a lock that keeps two migrating schemas from
// creating it at once.
//
// The words' column is generated, so it is dropped and added again with the new configuration
// (PostgreSQL 15 cannot change a generated column's expression): the table is rewritten and its
// index of words and filters (0035) built again. On a large board, run it at a quiet hour.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const CONFIG = 'firstshift_english';
const INDEX = 'jobs_active_words_filters_idx';

/** The words' column with its weights (0002's), made by the configuration `config`. */
async function wordsColumn(db: Kysely<unknown>, config: string): Promise<void> {
  await sql`alter table jobs drop column search_vector`.execute(db);
  const vector = (text: string) => sql.raw(`to_tsvector('${config}', ${text})`);
  await sql`
    alter table jobs add column search_vector tsvector generated always as (
      setweight(${vector('title')}, 'A') ||
      setweight(${vector('company_name')}, 'B') ||
      setweight(${vector(`business_category || ' ' || location_city`)}, 'C') ||
      setweight(${vector('description')}, 'D')
    ) stored`.execute(db);
  await sql`create index ${sql.id(INDEX)} on jobs
    using gin (search_vector, (${sql.raw(FILTER_WORDS)})) where status = 'active'`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select pg_advisory_xact_lock(hashtext('firstshift: create extension unaccent'))`.execute(
    db,
  );
  await sql`create extension if not exists unaccent with schema public`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select extnamespace::regnamespace::text as schema from pg_extension where extname = 'unaccent'`.execute(
    db,
  );
  const dictionary = `${rows[0]?.schema ?? 'public'}.unaccent`;
  await sql`create text search configuration ${sql.id(CONFIG)} (copy = english)`.execute(db);
  await sql`alter text search configuration ${sql.id(CONFIG)}
    alter mapping for hword, hword_part, word with ${sql.raw(dictionary)}, english_stem`.execute(
    db,
  );
  await wordsColumn(db, CONFIG);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await wordsColumn(db, 'english');
  await sql`drop text search configuration ${sql.id(CONFIG)}`.execute(db);
  // The extension stays: other schemas of the database may use it.
}
