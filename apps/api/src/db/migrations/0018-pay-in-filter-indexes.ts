import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { COVERING, FILTERS } from './0009-covering-job-filters';
import { SEEK_COLUMNS, ZIP_COLUMNS } from './0013-filter-seek-index';

// Frozen: a pay type's and a ZIP code's seek indexes, and the pay type in SQLite's filter
// indexes (decision 051). Change them with a new migration, never by editing this one.
//
// The list filters by pay type ("per month stipend"), and no filter index held it: every entry a
// list read through one was checked in the job's row. At a million jobs, seasonal jobs paid as a
// stipend (none) read all 150,000 seasonal rows: 495 ms on SQLite, 1.6 s on PostgreSQL. A ZIP
// code with a job type and a category was counted through the seek index of 0013, which does not
// hold the ZIP code (part-time non-profit jobs in one ZIP code: 57 ms).
//
// - Two indexes lead with the pay type or the ZIP code's five digits, then hold the seek index's
//   columns: a combination that names every value of the columns left open (decision 038) seeks
//   each mix of them there.
// - On SQLite, each filter index of 0009, and the ZIP code's of 0013, also holds the pay type, so
//   that a list walking one newest first checks it in the index. PostgreSQL combines its indexes.
//
// "If not exists" on PostgreSQL: a large board can build the two indexes beforehand, without
// holding writes, with `create index concurrently` under these names and these columns.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The pay type as the list compares it, then 0013's seek columns. */
const PAY_SEEK_COLUMNS = ['lower(compensation_type)', ...SEEK_COLUMNS].join(', ');

/** The ZIP code's five digits, then 0013's seek columns but the state and city (it is in one). */
const ZIP_SEEK_COLUMNS = [
  'substr(location_zip, 1, 5)',
  ...SEEK_COLUMNS.filter((column) => !column.includes('location_')),
].join(', ');

/**
 * The jobs each seek index holds: active ones with a pay type, or a ZIP code. A statement can
 * read through one only when its own condition says as much, and only the seek condition for a
 * pay type or a ZIP code does (db/public-job-filter.ts): SQLite otherwise skipped over the
 * leading column of one to seek the filters after it, and read every match's row for the rest
 * (a city with four filters, listed in 1 ms before, spent 34 ms on its count).
 */
const PAY_SEEK_WHERE = `status = 'active' and compensation_type is not null`;
const ZIP_SEEK_WHERE = `status = 'active' and location_zip <> ''`;

/**
 * SQLite's filter indexes of 0009 and 0013, each with its columns before this migration. Also
 * 0021's.
 */
export const FILTER_INDEXES: [string, string][] = [
  ...COVERING.map(([name, leading]): [string, string] => [
    name,
    [
      ...(leading ? [leading] : []),
      'published_at',
      'id',
      ...FILTERS.filter((f) => f !== leading),
    ].join(', '),
  ]),
  ['jobs_active_zip_cover_idx', ZIP_COLUMNS],
];

async function rebuildFilterIndexes(db: Kysely<unknown>, withPay: boolean): Promise<void> {
  for (const [name, columns] of FILTER_INDEXES) {
    const all = withPay ? `${columns}, compensation_type` : columns;
    await sql`drop index ${sql.id(name)}`.execute(db);
    await sql`create index ${sql.id(name)} on jobs (${sql.raw(all)})
      where status = 'active'`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    // PostgreSQL answers from an index alone only when it holds every column the query names,
    // also those inside an indexed expression (decision 048): they are included.
    await sql`create index if not exists jobs_active_pay_seek_idx on jobs (${sql.raw(PAY_SEEK_COLUMNS)})
      include (compensation_type, location_city) where ${sql.raw(PAY_SEEK_WHERE)}`.execute(db);
    await sql`create index if not exists jobs_active_zip_seek_idx on jobs (${sql.raw(ZIP_SEEK_COLUMNS)})
      include (location_zip, compensation_type) where ${sql.raw(ZIP_SEEK_WHERE)}`.execute(db);
    return;
  }
  // Beside the pay type as written, which the index's condition names.
  await sql`create index jobs_active_pay_seek_idx
    on jobs (${sql.raw(PAY_SEEK_COLUMNS)}, compensation_type)
    where ${sql.raw(PAY_SEEK_WHERE)}`.execute(db);
  // Beside the ZIP code as written (a ZIP+4) and the pay type, checked without reading the row.
  await sql`create index jobs_active_zip_seek_idx
    on jobs (${sql.raw(ZIP_SEEK_COLUMNS)}, location_zip, compensation_type)
    where ${sql.raw(ZIP_SEEK_WHERE)}`.execute(db);
  await rebuildFilterIndexes(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index jobs_active_pay_seek_idx`.execute(db);
  await sql`drop index jobs_active_zip_seek_idx`.execute(db);
  if (!isPostgres(db)) await rebuildFilterIndexes(db, false);
}
