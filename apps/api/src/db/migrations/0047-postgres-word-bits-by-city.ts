import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { COLUMNS, jobWordsWrite as jobWordsWrite0045 } from './0045-postgres-job-words';

// Frozen: PostgreSQL keeps beside each active job's words its city and a fingerprint of its words,
// and an index of each city's jobs by date that holds the fingerprints, which a search of words in
// a city walks before reading a row (decision 101). Change it with a new migration, never by
// editing this one. It imports nothing from the application.
//
// A search of a word in a city walked the city's jobs newest first, reading each job's row for its
// words: "event" in Seattle read 2,600 rows for its 501 newest matches (10 ms at a million jobs),
// and a word that the city's newest jobs hold rarely read 1,000 rows before its words' lists were
// intersected instead. The fingerprint is 1,024 bits, two set for each of the job's words (the
// first and the second 32 bits of the word's MD5, each modulo 1,024): a job can hold a search's
// words only if its fingerprint has every bit of theirs. With one bit a word, a word whose bit
// was a common word's let through the jobs holding that word ("educ" in Portland: 40 % of the
// city's jobs); with two, a job of 55 words lets a word through by chance once in a hundred. The walk reads the city's index alone and reads the row
// of a job only where the bits say it may match (a few percent more than match); the row still
// checks the words and every filter. MD5 never changes with PostgreSQL's version, so a fingerprint
// written today answers tomorrow's searches.
//
// The table of 0045 takes the columns; its triggers' function is replaced by one writing them
// too, in the same transaction as the jobs.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The table's columns beside 0045's: each job's city lower-cased, its state, its fingerprint. */
const ADDED = {
  city_lower: 'lower(written.location_city)',
  location_state: 'written.location_state',
  word_bits: 'job_word_bits(written.search_vector)',
};

/**
 * Every column but the id, 0045's (each from the job's column of the same name) and these, each
 * after `prefix`, as a list.
 */
const kept = (prefix = '') =>
  [...COLUMNS.slice(1), ...Object.keys(ADDED)].map((column) => `${prefix}${column}`);

/** The statements that write the table from the jobs named `jobs` (a table or a transition). */
export const jobWordsWrite = (jobs: string) => `
  delete from job_words using ${jobs} as written
    where job_words.id = written.id and written.status <> 'active';
  insert into job_words (${[...COLUMNS, ...Object.keys(ADDED)].join(', ')})
    select ${[...COLUMNS.map((column) => `written.${column}`), ...Object.values(ADDED)].join(', ')}
    from ${jobs} as written where written.status = 'active'
    on conflict (id) do update
      set ${kept()
        .map((column) => `${column} = excluded.${column}`)
        .join(', ')}
      where (${kept('job_words.').join(', ')}) is distinct from (${kept('excluded.').join(', ')});`;

/** The trigger function of 0045, writing `write`'s statements. */
const writeFunction = (write: string) => sql`
  create or replace function job_words_write() returns trigger language plpgsql as $$
  begin
    ${sql.raw(write)}
    return null;
  end
  $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  // Each of the words' two bits, or-ed together: no word, no bit.
  await sql`
    create function job_word_bits(words tsvector) returns bit(1024)
    language sql immutable strict parallel safe as $$
      select coalesce(bit_or(set_bit(set_bit(repeat('0', 1024)::bit(1024), word.first, 1), word.second, 1)),
        repeat('0', 1024)::bit(1024))
      from (
        select ('x' || substr(md5(lexeme), 1, 8))::bit(32)::int & 1023 as first,
          ('x' || substr(md5(lexeme), 9, 8))::bit(32)::int & 1023 as second
        from unnest(words)
      ) as word
    $$`.execute(db);
  await sql`
    alter table job_words
      add column city_lower text,
      add column location_state text,
      add column word_bits bit(1024)`.execute(db);
  // Written again whole rather than updated: an update would leave a dead row for each job.
  await sql`truncate job_words`.execute(db);
  await sql.raw(jobWordsWrite('jobs')).execute(db);
  await writeFunction(jobWordsWrite('new_jobs')).execute(db);
  // The walk reads the index alone: the city's jobs newest first, each with its state and bits.
  await sql`
    create index job_words_city_bits_idx on job_words (city_lower, published_at, id)
      include (location_state, word_bits)`.execute(db);
  await sql`analyze job_words`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await writeFunction(jobWordsWrite0045('new_jobs')).execute(db);
  await sql`drop index job_words_city_bits_idx`.execute(db);
  await sql`
    alter table job_words
      drop column city_lower,
      drop column location_state,
      drop column word_bits`.execute(db);
  await sql`drop function job_word_bits(tsvector)`.execute(db);
}
