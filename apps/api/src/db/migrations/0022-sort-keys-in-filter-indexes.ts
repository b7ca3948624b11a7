import { type Kysely, PostgresAdapter } from 'kysely';
import { BUSINESS_COVER_COLUMNS } from './0017-business-cover-index';
import {
  FILTER_INDEXES_AFTER_0021,
  rebuildActiveIndexes,
} from './0021-city-and-zip-in-their-indexes';

// Frozen: SQLite's indexes a list walks hold the two columns it can be sorted by (decision 058).
// Change them with a new migration, never by editing this one.
//
// A list sorted by title or company orders its newest 1,000 matches (SORTED_CANDIDATE_LIMIT),
// found through a filter's index, by `lower(title)` or `lower(company_name)`. No index held those
// columns, so SQLite read each candidate's row for its key: at a million jobs the board by title
// spent 288 µs and Washington by company 398 µs on their pages, almost all of it in 1,000 row
// reads. Each filter index (0009, 0013, with 0018's and 0021's columns) and the business's (0017)
// is rebuilt with `company_name` and `title` last, about a third larger (85 -> 116 MB at a
// million jobs), and the list reads the keys from it (139 and 149 µs). PostgreSQL is unchanged:
// it reads a page's candidates from the table either way (decision 048).

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The sort keys' columns, added last. */
const SORT_KEYS = 'company_name, title';

const REBUILT: [string, string][] = [
  ...FILTER_INDEXES_AFTER_0021,
  ['jobs_active_business_cover_idx', BUSINESS_COVER_COLUMNS],
];

const rebuild = (db: Kysely<unknown>, withKeys: boolean) =>
  rebuildActiveIndexes(
    db,
    REBUILT.map(([name, columns]) => [name, withKeys ? `${columns}, ${SORT_KEYS}` : columns]),
  );

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await rebuild(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await rebuild(db, false);
}
