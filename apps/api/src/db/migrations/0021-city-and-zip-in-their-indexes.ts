import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { FILTERS } from './0009-covering-job-filters';
import { ZIP_COLUMNS } from './0013-filter-seek-index';

// Frozen: SQLite's filter indexes of a city and of a ZIP code hold the column their expression
// reads (decision 057). Change them with a new migration, never by editing this one.
//
// The list filters a city by `lower(location_city)` and a ZIP code by `substr(location_zip, 1,
// 5)`, and their indexes (0009, 0013, with the pay type from 0018) lead with those expressions.
// SQLite reads a query from an index alone only when the index holds every column the query
// names, and these held the expressions but not `location_city` and `location_zip`: counting
// "Portland, OR" or 97201 read each of up to 1,001 matches' rows (at a million jobs 143–164 and
// 103 µs; from the index alone 123–133 and 83–90 µs). Each is rebuilt with its column last.
// PostgreSQL is unchanged: it combines its indexes and reads the rows it must (decision 048).

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const CITY = 'lower(location_city)';
const CITY_COLUMNS = [
  CITY,
  'published_at',
  'id',
  ...FILTERS.filter((column) => column !== CITY),
].join(', ');

/** Each index, its columns as 0018 left them, and the column this migration adds. */
const REBUILT: [string, string, string][] = [
  ['jobs_active_city_cover_idx', `${CITY_COLUMNS}, compensation_type`, 'location_city'],
  ['jobs_active_zip_cover_idx', `${ZIP_COLUMNS}, compensation_type`, 'location_zip'],
];

async function rebuild(db: Kysely<unknown>, withColumn: boolean): Promise<void> {
  for (const [name, columns, column] of REBUILT) {
    const all = withColumn ? `${columns}, ${column}` : columns;
    await sql`drop index ${sql.id(name)}`.execute(db);
    await sql`create index ${sql.id(name)} on jobs (${sql.raw(all)})
      where status = 'active'`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await rebuild(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await rebuild(db, false);
}
