import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { FILTER_INDEXES } from './0018-pay-in-filter-indexes';

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

/** Each index's columns as 0018 left them (its filter index's, then the pay type). */
const columnsAfter0018 = (name: string) => {
  const columns = FILTER_INDEXES.find(([index]) => index === name)?.[1];
  if (!columns) throw new Error(`0018 made no index ${name}`);
  return `${columns}, compensation_type`;
};

/** Each index, its columns as 0018 left them, and the column this migration adds. */
const REBUILT: [string, string, string][] = [
  ['jobs_active_city_cover_idx', columnsAfter0018('jobs_active_city_cover_idx'), 'location_city'],
  ['jobs_active_zip_cover_idx', columnsAfter0018('jobs_active_zip_cover_idx'), 'location_zip'],
];

/** SQLite's filter indexes and their columns as this migration leaves them. Also 0022's. */
export const FILTER_INDEXES_AFTER_0021: [string, string][] = FILTER_INDEXES.map(([name]) => {
  const added = REBUILT.find(([index]) => index === name)?.[2];
  const columns = columnsAfter0018(name);
  return [name, added ? `${columns}, ${added}` : columns];
});

/** Drops each index and makes it again over active jobs with its columns. Also 0022's. */
export async function rebuildActiveIndexes(
  db: Kysely<unknown>,
  indexes: [string, string][],
): Promise<void> {
  for (const [name, columns] of indexes) {
    await sql`drop index ${sql.id(name)}`.execute(db);
    await sql`create index ${sql.id(name)} on jobs (${sql.raw(columns)})
      where status = 'active'`.execute(db);
  }
}

const rebuild = (db: Kysely<unknown>, withColumn: boolean) =>
  rebuildActiveIndexes(
    db,
    REBUILT.map(([name, columns, column]) => [
      name,
      withColumn ? `${columns}, ${column}` : columns,
    ]),
  );

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await rebuild(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await rebuild(db, false);
}
