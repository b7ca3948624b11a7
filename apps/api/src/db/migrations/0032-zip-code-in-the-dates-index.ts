import { type Kysely, PostgresAdapter } from 'kysely';
import {
  FILTER_INDEXES_AFTER_0021,
  rebuildActiveIndexes,
} from './0021-city-and-zip-in-their-indexes';

// Frozen: SQLite's index of active jobs' dates holds their ZIP codes (decision 070). Change it
// with a new migration, never by editing this one.
//
// A radius with more than 1,000 matches lists its newest first by walking the active jobs'
// dates and keeping those in its ZIP codes (decision 068). The index it walked held no ZIP code,
// so each job walked past had its row read: within 10 miles of Portland, one job in 40 is a
// match, and the page's ids cost 188 µs at a million jobs; from the index alone, 71 µs. The
// index of dates (0009, with 0018's, 0021's and 0022's columns) is rebuilt with the ZIP code
// last. PostgreSQL plans a radius for its own ZIP codes (decision 070) and is unchanged.

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const NAME = 'jobs_active_published_cover_idx';

/** Its columns as 0022 left them. */
const columns = () => {
  const after0021 = FILTER_INDEXES_AFTER_0021.find(([name]) => name === NAME)?.[1];
  if (!after0021) throw new Error('The index of dates is not listed');
  return `${after0021}, company_name, title`;
};

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await rebuildActiveIndexes(db, [[NAME, `${columns()}, substr(location_zip, 1, 5)`]]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await rebuildActiveIndexes(db, [[NAME, columns()]]);
}
