import { type SqlBool, sql } from 'kysely';
import { type Db, isPostgres } from '../../db/create-db';
import { type Bind, runKept } from '../../db/kept-statements';
import {
  type PublicFilterValues,
  publicFilterCondition,
  shiftFilterZipIndex,
} from '../../db/public-job-filter';
import { jobSummaryJson } from './job-summary-json';

// The nearest jobs first, for a radius search with more matches than a list orders at once
// (decision 070). A job's place is its ZIP code's centre, so "nearest first" is "the nearest ZIP
// code's jobs first": the ZIP codes within the radius are already listed nearest first, and each
// one's jobs are read newest first from the index of ZIP codes, ZIP code by ZIP code, until the
// page is full. Gathering every match of the radius to sort them read each one's row (Seattle
// within 50 miles: the newest 1,000 of 50,000, 16.6 ms of the app's CPU at a million jobs).

/** How many ZIP codes one statement asks which of them have matches. */
export const ZIP_BATCH = 64;

/**
 * The index every statement here reads on SQLite: by ZIP code, newest first within each; with a
 * filter on the shifts, the flag's own (migration 0031).
 */
const zipIndexed = (db: Db, filters: PublicFilterValues) =>
  isPostgres(db)
    ? ('jobs' as const)
    : (sql`"jobs" indexed by ${sql.raw(shiftFilterZipIndex(filters) ?? 'jobs_active_zip_cover_idx')}` as unknown as 'jobs');

/**
 * Which of a batch of ZIP codes (a JSON list, nearest first) have a job the filters find, in the
 * list's order: one seek each into the index of ZIP codes, inside the database.
 */
async function zipsWithMatches(
  db: Db,
  filters: PublicFilterValues,
  batch: string,
): Promise<string[]> {
  const values = { ...filters, zip5: undefined, zip_batch: batch };
  const rows = await runKept(
    db,
    'nearest:zips',
    values,
    (bind) => {
      // The filters' condition, with the ZIP code each seek is for in place of a given one.
      const zipOfRow = sql.ref(isPostgres(db) ? 'listed.zip' : 'listed.value');
      const condition = publicFilterCondition(
        { ...values, zip5: '' },
        ((name: string) =>
          name === 'zip5' ? zipOfRow : bind(name as keyof typeof values)) as Bind<
          typeof values & { zip5: string }
        >,
        isPostgres(db),
      );
      const hasMatch = db
        .selectFrom(zipIndexed(db, filters))
        .where(condition)
        .select(sql.lit(1).as('one'));
      const listed = isPostgres(db)
        ? sql`json_array_elements_text(${bind('zip_batch')}::json) with ordinality as listed(zip, position)`
        : sql`json_each(${bind('zip_batch')}) as listed`;
      return db
        .selectFrom(listed as unknown as 'jobs')
        .where((eb) => eb.exists(hasMatch))
        .select(sql<string>`${zipOfRow}`.as('zip'))
        .orderBy(sql.ref(isPostgres(db) ? 'listed.position' : 'listed.key'));
    },
    { prepare: true },
  );
  return rows.map((row) => row.zip);
}

/** The ids of the newest `take` jobs the filters find in one ZIP code. */
async function newestInZip(db: Db, filters: PublicFilterValues, zip: string, take: number) {
  const values = { ...filters, zip5: zip, take };
  const rows = await runKept(
    db,
    'nearest:zip-newest',
    values,
    (bind) =>
      db
        .selectFrom(zipIndexed(db, filters))
        .where(publicFilterCondition(values, bind, isPostgres(db)))
        .select('jobs.id')
        .orderBy('jobs.published_at', 'desc')
        .orderBy('jobs.id', 'desc')
        .limit(bind('take')),
    { prepare: true },
  );
  return rows.map((row) => row.id);
}

/** The cards of the jobs `ids` names (a JSON list), in that order. */
async function cardsOf(db: Db, ids: number[]): Promise<{ summary: string }[]> {
  const values = { ids: JSON.stringify(ids) };
  const rows = await runKept(
    db,
    'nearest:cards',
    values,
    (bind) =>
      db
        .selectFrom('jobs')
        .where(
          isPostgres(db)
            ? sql<SqlBool>`jobs.id = any(array(select json_array_elements_text(${bind('ids')}::json)::integer))`
            : sql<SqlBool>`jobs.id in (select value from json_each(${bind('ids')}))`,
        )
        .select(['jobs.id', jobSummaryJson(db).as('summary')]),
    { prepare: true },
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/**
 * The page `skip`…`skip + limit` of a radius search's matches, the nearest first and the newest
 * first among jobs of one ZIP code, within the first `within` of them (the list orders at most
 * that many, as it does by title or company).
 */
export async function nearestFirstPage(
  db: Db,
  filters: PublicFilterValues,
  page: { skip: number; limit: number },
  within: number,
): Promise<{ summary: string }[]> {
  const nearest = JSON.parse(filters.near ?? '[]') as string[];
  // A ZIP code given beside the radius leaves only itself, when it is within it.
  const given = filters.zip5;
  const zips = given === undefined ? nearest : nearest.filter((zip) => zip === given);
  const filtersOfZip: PublicFilterValues = {
    ...filters,
    near: undefined,
    near_set: undefined,
    near_keys: undefined,
    near_latitude: undefined,
    near_longitude: undefined,
    near_longitude_scale: undefined,
    zip5: undefined,
  };
  const wanted = Math.min(page.skip + page.limit, within);
  const ids: number[] = [];
  for (let start = 0; start < zips.length && ids.length < wanted; start += ZIP_BATCH) {
    const batch = JSON.stringify(zips.slice(start, start + ZIP_BATCH));
    for (const zip of await zipsWithMatches(db, filtersOfZip, batch)) {
      if (ids.length >= wanted) break;
      ids.push(...(await newestInZip(db, filtersOfZip, zip, wanted - ids.length)));
    }
  }
  const pageIds = ids.slice(page.skip, wanted);
  return pageIds.length === 0 ? [] : cardsOf(db, pageIds);
}
