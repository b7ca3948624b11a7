import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { FILTER_WORDS } from './0035-postgres-words-and-filters-index';

// Frozen: PostgreSQL's text search reads words as SQLite's does (decision 079): accents folded,
// and every word indexed, "the" and "it" too. Change it with a new migration, never by editing
// this one.
//
// SQLite's full-text index drops diacritics (`remove_diacritics 2`): "cafe" finds "Café" and
// "taqueria" finds "Taquería". PostgreSQL's English configuration kept them, so the same search
// found those jobs on SQLite and not in production. It also left out English stop words, which
// SQLite indexes: a search for "IT" found the IT help desk's job on SQLite and nothing at all on
// PostgreSQL. A configuration of our own now builds the words' column and reads the searches
// (job-search.ts, POSTGRES_TEXT_CONFIG): the English stemmer without its list of stop words, and
// before it, for words with letters beyond ASCII, the `unaccent` dictionary. `unaccent` ships
// with PostgreSQL and is a trusted extension: the database's owner may create it. It is created
// once per database, in `public` (a schema dropped with a test's would take it along), under a
// lock that keeps two migrating schemas from creating it at once.
//
// The words' column is generated, so it is dropped and added again with the new configuration
// (PostgreSQL 15 cannot change a generated column's expression): the table is rewritten and its
// index of words and filters (0035) built again. On a large board, run it at a quiet hour.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const CONFIG = 'firstshift_english';
/** The English stemmer, without the stop words `english_stem` drops. */
const STEMMER = 'firstshift_english_stem';
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
  // The extension's schema, once it is there.
  const unaccentSchema = async () =>
    (
      await sql<{ schema: string }>`
        select extnamespace::regnamespace::text as schema
        from pg_extension where extname = 'unaccent'`.execute(db)
    ).rows[0]?.schema;
  let schema = await unaccentSchema();
  if (schema === undefined) {
    // Held to the end of the migrations' transaction: only while the extension is missing.
    await sql`select pg_advisory_xact_lock(hashtext('firstshift: create extension unaccent'))`.execute(
      db,
    );
    await sql`create extension if not exists unaccent with schema public`.execute(db);
    schema = await unaccentSchema();
  }
  const dictionary = `${schema ?? 'public'}.unaccent`;
  await sql`create text search dictionary ${sql.id(STEMMER)}
    (template = snowball, language = english)`.execute(db);
  await sql`create text search configuration ${sql.id(CONFIG)} (copy = english)`.execute(db);
  await sql`alter text search configuration ${sql.id(CONFIG)}
    alter mapping for asciiword, asciihword, hword_asciipart with ${sql.id(STEMMER)}`.execute(db);
  await sql`alter text search configuration ${sql.id(CONFIG)}
    alter mapping for hword, hword_part, word with ${sql.raw(dictionary)}, ${sql.id(STEMMER)}`.execute(
    db,
  );
  await wordsColumn(db, CONFIG);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await wordsColumn(db, 'english');
  await sql`drop text search configuration ${sql.id(CONFIG)}`.execute(db);
  await sql`drop text search dictionary ${sql.id(STEMMER)}`.execute(db);
  // The extension stays: other schemas of the database may use it.
}
