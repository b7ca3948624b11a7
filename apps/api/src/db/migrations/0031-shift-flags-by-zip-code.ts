import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { SHIFT_FLAGS } from './0030-shift-filters';

// Frozen: a radius search with a filter on the shifts reads the flag's own indexes (decision
// 070). Change them with a new migration, never by editing this one.
//
// A radius is found through the index of ZIP codes (decision 068), which does not hold the four
// flags of 0030, and each flag's index (0030) held the dates but not the ZIP codes: a radius with
// a filter on the shifts read the row of each job it looked at, to check its flag or its place
// (weekends within 25 miles of Portland: 10 ms at a million jobs on SQLite; 57 ms of
// PostgreSQL's time to count the hours for 14- and 15-year-olds there). Each flag now has two
// indexes of the active jobs that have it:
//
// - newest first, as in 0030, now with the ZIP code: a page of a radius walks the newest jobs
//   with the flag and reads where each is from the index;
// - by ZIP code, newest first within each: a radius is counted with one seek per ZIP code that
//   reads only the jobs with the flag, and the nearest first are read ZIP code by ZIP code.
//
// Each also holds the other three flags, so that two filters on the shifts are checked in the
// index (the hours for 14- and 15-year-olds after 3 pm at 15 read a row per job walked). On
// PostgreSQL the flags and `location_zip`, the column the ZIP code is read from, are included,
// so that it answers from the index alone (as 0016 did for the index of ZIP codes).

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const ZIP = 'substr(location_zip, 1, 5)';
const DATED = 'published_at, id, minimum_age_required';
const FLAGS = SHIFT_FLAGS.map(([column]) => column).join(', ');

/** The index by ZIP code of the jobs with one flag. */
const zipIndexOf = (index: string) => index.replace(/_idx$/, '_zip_idx');

/** An index of the active jobs with the flag `column`, on `keys`, with the flags if `flagged`. */
async function createIndex(
  db: Kysely<unknown>,
  name: string,
  column: string,
  keys: string,
  flagged: boolean,
) {
  const postgres = isPostgres(db);
  const columns = flagged && !postgres ? `${keys}, ${FLAGS}` : keys;
  const included = postgres && flagged ? sql`include (location_zip, ${sql.raw(FLAGS)})` : sql``;
  await sql`create index ${sql.id(name)} on jobs (${sql.raw(columns)}) ${included}
    where status = 'active' and ${sql.raw(column)} = 1`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, index] of SHIFT_FLAGS) {
    await sql`drop index ${sql.id(index)}`.execute(db);
    await createIndex(db, index, column, `${DATED}, ${ZIP}`, true);
    await createIndex(db, zipIndexOf(index), column, `${ZIP}, ${DATED}`, true);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [column, index] of SHIFT_FLAGS) {
    await sql`drop index ${sql.id(zipIndexOf(index))}`.execute(db);
    await sql`drop index ${sql.id(index)}`.execute(db);
    await createIndex(db, index, column, DATED, false);
  }
}
