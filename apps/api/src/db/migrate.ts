import { type Migration, Migrator, sql } from 'kysely';
import { type Db, isPostgres } from './create-db';
import * as initial from './migrations/0001-initial';
import * as jobSearch from './migrations/0002-job-search';
import * as oauthRemember from './migrations/0004-oauth-remember';
import * as hiring from './migrations/0005-hiring';
import * as firstVisit from './migrations/0007-first-visit';
import * as normalisedPhonesAndPay from './migrations/0006-normalised-phones-and-pay';
import * as backgroundRetries from './migrations/0008-background-retries';
import * as coveringJobFilters from './migrations/0009-covering-job-filters';
import * as searchFilterTokens from './migrations/0010-search-filter-tokens';
import * as interviewsAndMessages from './migrations/0011-interviews-and-messages';
import * as activeJobCount from './migrations/0012-active-job-count';
import * as filterSeekIndex from './migrations/0013-filter-seek-index';
import * as filterSeekIndexPostgres from './migrations/0014-filter-seek-index-postgres';
import * as searchCoverIndex from './migrations/0015-search-cover-index';
import * as zipIndexWithZipPostgres from './migrations/0016-zip-index-with-zip-postgres';
import * as businessCoverIndex from './migrations/0017-business-cover-index';
import * as payInFilterIndexes from './migrations/0018-pay-in-filter-indexes';
import * as publishedBlockRangeIndex from './migrations/0019-published-block-range-index';
import * as moreSearchFilterWords from './migrations/0020-more-search-filter-words';
import * as cityAndZipInTheirIndexes from './migrations/0021-city-and-zip-in-their-indexes';
import * as sortKeysInFilterIndexes from './migrations/0022-sort-keys-in-filter-indexes';
import * as youngSeekersCountIndex from './migrations/0023-young-seekers-count-index';
import * as postgresFilterIndexesHoldSortKeys from './migrations/0024-postgres-filter-indexes-hold-sort-keys';
import * as postgresJobCards from './migrations/0025-postgres-job-cards';
import * as jobShifts from './migrations/0026-job-shifts';
import * as companyInJobCards from './migrations/0027-company-in-job-cards';
import * as shiftsOnJobCards from './migrations/0028-shifts-on-job-cards';
import * as jobPlaces from './migrations/0029-job-places';
import * as shiftFilters from './migrations/0030-shift-filters';
import * as shiftFlagsByZipCode from './migrations/0031-shift-flags-by-zip-code';
import * as zipCodeInTheDatesIndex from './migrations/0032-zip-code-in-the-dates-index';
import * as zipCodeInPostgresqlDatesIndex from './migrations/0033-zip-code-in-postgresql-dates-index';
import * as applicationCountsIndex from './migrations/0034-application-counts-index';
import * as postgresWordsAndFiltersIndex from './migrations/0035-postgres-words-and-filters-index';
import * as postgresSearchReadsWordsAsSqlite from './migrations/0036-postgres-search-reads-words-as-sqlite';
import * as deadlinesIndex from './migrations/0037-deadlines-index';
import * as deadlineOnJobCards from './migrations/0038-deadline-on-job-cards';
import * as sqliteKeepsJobCards from './migrations/0039-sqlite-keeps-job-cards';
import * as placeCountIndexes from './migrations/0040-place-count-indexes';
import * as placeCountFlags from './migrations/0041-place-count-flags';
import * as searchRows from './migrations/0042-search-rows';
import * as newestFirstSearchIndex from './migrations/0043-newest-first-search-index';
import * as searchRowsScoredWords from './migrations/0044-search-rows-scored-words';
import * as postgresJobWords from './migrations/0045-postgres-job-words';
import * as sqliteWordsByPlace from './migrations/0046-sqlite-words-by-place';
import * as postgresWordBitsByCity from './migrations/0047-postgres-word-bits-by-city';
import * as postgresWordsIndexWrittenAtOnce from './migrations/0048-postgres-words-index-written-at-once';
import * as sqlitePairedFilterWords from './migrations/0049-sqlite-paired-filter-words';

// A static list (not a directory scan) so that migrations ship with the code that needs them and
// run the same under tsx, Vitest and any bundler.
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-job-search': jobSearch,
  '0004-oauth-remember': oauthRemember,
  '0005-hiring': hiring,
  '0007-first-visit': firstVisit,
  '0006-normalised-phones-and-pay': normalisedPhonesAndPay,
  '0008-background-retries': backgroundRetries,
  '0009-covering-job-filters': coveringJobFilters,
  '0010-search-filter-tokens': searchFilterTokens,
  '0011-interviews-and-messages': interviewsAndMessages,
  '0012-active-job-count': activeJobCount,
  '0013-filter-seek-index': filterSeekIndex,
  '0014-filter-seek-index-postgres': filterSeekIndexPostgres,
  '0015-search-cover-index': searchCoverIndex,
  '0016-zip-index-with-zip-postgres': zipIndexWithZipPostgres,
  '0017-business-cover-index': businessCoverIndex,
  '0018-pay-in-filter-indexes': payInFilterIndexes,
  '0019-published-block-range-index': publishedBlockRangeIndex,
  '0020-more-search-filter-words': moreSearchFilterWords,
  '0021-city-and-zip-in-their-indexes': cityAndZipInTheirIndexes,
  '0022-sort-keys-in-filter-indexes': sortKeysInFilterIndexes,
  '0023-young-seekers-count-index': youngSeekersCountIndex,
  '0024-postgres-filter-indexes-hold-sort-keys': postgresFilterIndexesHoldSortKeys,
  '0025-postgres-job-cards': postgresJobCards,
  '0026-job-shifts': jobShifts,
  '0027-company-in-job-cards': companyInJobCards,
  '0028-shifts-on-job-cards': shiftsOnJobCards,
  '0029-job-places': jobPlaces,
  '0030-shift-filters': shiftFilters,
  '0031-shift-flags-by-zip-code': shiftFlagsByZipCode,
  '0032-zip-code-in-the-dates-index': zipCodeInTheDatesIndex,
  '0033-zip-code-in-postgresql-dates-index': zipCodeInPostgresqlDatesIndex,
  '0034-application-counts-index': applicationCountsIndex,
  '0035-postgres-words-and-filters-index': postgresWordsAndFiltersIndex,
  '0036-postgres-search-reads-words-as-sqlite': postgresSearchReadsWordsAsSqlite,
  '0037-deadlines-index': deadlinesIndex,
  '0038-deadline-on-job-cards': deadlineOnJobCards,
  '0039-sqlite-keeps-job-cards': sqliteKeepsJobCards,
  '0040-place-count-indexes': placeCountIndexes,
  '0041-place-count-flags': placeCountFlags,
  '0042-search-rows': searchRows,
  '0043-newest-first-search-index': newestFirstSearchIndex,
  '0044-search-rows-scored-words': searchRowsScoredWords,
  '0045-postgres-job-words': postgresJobWords,
  '0046-sqlite-words-by-place': sqliteWordsByPlace,
  '0047-postgres-word-bits-by-city': postgresWordBitsByCity,
  '0048-postgres-words-index-written-at-once': postgresWordsIndexWrittenAtOnce,
  '0049-sqlite-paired-filter-words': sqlitePairedFilterWords,
};

async function migrator(db: Db): Promise<Migrator> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one: name the
  // schema in use, so that databases sharing a PostgreSQL server never see each other's.
  const schema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  return new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

const ATTEMPTS = 3;

/**
 * Kysely reads the catalog of every schema to find its bookkeeping tables. When another schema on
 * the same PostgreSQL server is dropped at that moment (test databases do it all the time), the
 * read fails with "schema … does not exist" (SQLSTATE 3F000) before anything is migrated: the
 * run is in one transaction on PostgreSQL, so it is simply tried again.
 */
function isSchemaDroppedMeanwhile(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '3F000';
}

/** Applies every pending migration; returns the names it applied (none when up to date). */
export async function migrateToLatest(db: Db): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await (await migrator(db)).migrateToLatest();
    if (!error) {
      return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    }
    if (attempt < ATTEMPTS && isPostgres(db) && isSchemaDroppedMeanwhile(error)) continue;
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${describe(error)}`, { cause: error });
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
