import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { FILTER_INDEXES } from './0018-pay-in-filter-indexes';

// Frozen: PostgreSQL's filter indexes include the columns a list sorts by, and the city's its city
// (decision 061). Change them with a new migration, never by editing this one.
//
// PostgreSQL answers from an index alone only when the index holds every column the query names.
// Its filter indexes (0009, and 0016's for a ZIP code) held neither `title` nor `company_name`, so
// a list sorted by either read each of its 1,000 newest matches' rows for its key (the board by
// title at 200,000 jobs: 847 pages read, 2.6 ms of the database's CPU). The city's leads with
// `lower(location_city)` without the column itself, so counting "Portland, OR" read 1,001 rows
// (1.9 ms). Each is rebuilt with those columns included (stored in its entries, not keys: they
// order nothing). SQLite's indexes hold the same columns since 0021 and 0022.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Included in every rebuilt index: the two columns a list sorts by. */
const INCLUDED = ['company_name', 'title'];

/**
 * Each index, its key columns, and what it included before this migration: 0009's, and 0013's ZIP
 * code index, which PostgreSQL has as 0016's with the ZIP code included.
 */
const INDEXES: [string, string, string[]][] = FILTER_INDEXES.map(([name, columns]) =>
  name === 'jobs_active_zip_cover_idx'
    ? ['jobs_active_zip_include_idx', columns, ['location_zip']]
    : [name, columns, []],
);

/** The column an index's leading expression reads, which this migration includes as well. */
const READ_BY_EXPRESSION: Record<string, string> = {
  jobs_active_city_cover_idx: 'location_city',
};

async function rebuild(
  db: Kysely<unknown>,
  included: (name: string, before: string[]) => string[],
) {
  for (const [name, columns, before] of INDEXES) {
    const include = included(name, before);
    await sql`drop index ${sql.id(name)}`.execute(db);
    await sql`create index ${sql.id(name)} on jobs (${sql.raw(columns)})
      ${include.length > 0 ? sql`include (${sql.raw(include.join(', '))})` : sql``}
      where status = 'active'`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await rebuild(db, (name, before) => [
    ...before,
    ...(READ_BY_EXPRESSION[name] ? [READ_BY_EXPRESSION[name]] : []),
    ...INCLUDED,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await rebuild(db, (_name, before) => before);
}
