import {
  type JobDetail,
  type JobListQuery,
  type JobSummary,
  type SortOption,
  TOGGLES,
} from '@firstshift/domain';
import {
  type AliasedSelectQueryBuilder,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { type Db, isPostgres } from '../../db/create-db';
import {
  type JobMatch,
  type SearchValues,
  type Ordering,
  matchingJobIds,
  matchingJobs,
  newestFirstIn,
  ordered,
  searchTerms,
  searchValues,
  wordPlaceOf,
  wordedFilters,
} from '../../db/job-search';
import { type Bind, inline, postgresLiteral, runKept } from '../../db/kept-statements';
import {
  cityIntersectionOf,
  intersectionOf,
  searchPlan,
  wordsInMostJobs,
} from '../../db/postgres-word-frequencies';
import type { Database } from '../../db/schema';
import { indexedFilterWords } from '../../db/sqlite-word-shares';
import {
  type PublicFilterValues,
  SEARCH_CANDIDATE_LIMIT,
  businessNameLike,
  filterSeekColumns,
  flagsOnly,
  ledFilterGiven,
  oneIndexLeads,
  seekReachesEveryFilter,
  publicFilterCondition,
  publicFilterSeekCondition,
  publicFilterValues,
  shiftFilterIndex,
  shiftFilterZipIndex,
  unwordedFilterGiven,
  zipIndexesHoldTheFilters,
} from '../../db/public-job-filter';
import { jobSummaryJson, postgresJobCardOf } from './job-summary-json';
import { nearestFirstPage } from './nearest-jobs';
import { type JobSummaryRow, toJobDetail } from './job-views';

/** Totals above this are reported as this number, so that counting stays cheap at any size. */
export const COUNT_LIMIT = 1000;

/**
 * A list ordered by title or company orders its newest this-many matches, as a text search
 * ranks its newest 500: sorting every match of a broad filter read each one's row (one state
 * sorted by company: 182 ms at a million jobs). The count stops at the same number, so the
 * site's pages show exactly these.
 */
export const SORTED_CANDIDATE_LIMIT = COUNT_LIMIT;

export interface JobPage {
  /** The page's jobs as the API sends them: a JSON array of JobSummary (job-summary-json.ts). */
  json: string;
  /** Number of matches, at most SEARCH_CANDIDATE_LIMIT (text search) or COUNT_LIMIT. */
  total: number;
  /** True when there are more matches than `total` says. */
  totalIsCapped: boolean;
}

const summaryColumns = [
  'jobs.id',
  'jobs.title',
  'jobs.company_name',
  'jobs.business_id',
  'jobs.location_street',
  'jobs.location_city',
  'jobs.location_state',
  'jobs.location_zip',
  'jobs.job_types',
  'jobs.business_category',
  'jobs.work_format',
  'jobs.applicants_count',
  'jobs.published_at',
  'jobs.created_at',
  'jobs.compensation_type',
  'jobs.compensation_amount',
  'jobs.minimum_age_required',
  'jobs.high_school_students_welcome',
  'jobs.after_school_hours_available',
  'jobs.shifts_text',
  'jobs.application_deadline',
] as const satisfies readonly `jobs.${keyof JobSummaryRow}`[];

const newestFirst = newestFirstIn('jobs');
/** What a list sorted by title or company orders by, before the id. */
const SORT_KEYS = {
  title: sql<string>`lower(jobs.title)`,
  company: sql<string>`lower(jobs.company_name)`,
};

type KeyedSort = 'title' | 'company' | 'distance';
const isKeyed = (sort: Sort): sort is KeyedSort =>
  sort === 'title' || sort === 'company' || sort === 'distance';

/**
 * How far a job is from a radius search's centre, for ordering only: the square of the distance
 * on a map whose degrees of longitude are scaled to the centre's latitude (within 50 miles it
 * orders as the distance over the Earth's curve does; the card gives the exact miles).
 */
function distanceKey<V extends PublicFilterValues>(bind: Bind<V>) {
  const north = sql`(jobs.latitude - ${bind('near_latitude')})`;
  const east = sql`((jobs.longitude - ${bind('near_longitude')}) * ${bind('near_longitude_scale')})`;
  return sql<string>`(${north} * ${north} + ${east} * ${east})`;
}

/** What a keyed sort orders by, before the id. */
function sortKey<V extends PublicFilterValues>(sort: KeyedSort, bind: Bind<V>) {
  return sort === 'distance' ? distanceKey(bind) : SORT_KEYS[sort];
}

/**
 * How ties of a keyed sort are broken: by id, the newest first among jobs as far away (those of
 * one ZIP code), by id as always for a title or company.
 */
const tieBreak = (sort: KeyedSort) => (sort === 'distance' ? 'desc' : 'asc');

/** The order of a list sorted `sort`. */
function sortOrdering<V extends PublicFilterValues>(sort: Sort, bind: Bind<V>): Ordering {
  if (!isKeyed(sort)) return newestFirst;
  // The nearest first, then ZIP code by ZIP code, the newest first: as nearestFirstPage reads
  // the ZIP codes' index when there are more matches (decision 070).
  if (sort === 'distance') {
    return [
      [distanceKey(bind), 'asc'],
      [sql`substr(jobs.location_zip, 1, 5)`, 'asc'],
      ...newestFirst,
    ];
  }
  return [
    [sortKey(sort, bind), 'asc'],
    [sql`jobs.id`, tieBreak(sort)],
  ];
}

type PageValues = { limit: number; skip: number };
type Sort = SortOption;

/**
 * The bound filters whose values SQLite's planner weighs, which a list's statements planned for
 * their values have written in, with the flags' constants (runKept's `planFor`, decision 087):
 * those of few values (a job type, a state, an age), and the short texts (a city, a ZIP code, a
 * pay type: decision 089), whose statements were prepared again at every request. Each set of
 * values is a statement of its own, kept by the connection among its most recently used; a city
 * and a pay type are at most 100 characters, a ZIP code five.
 */
const PLANNED_FILTERS = [
  'job_type',
  'business_category',
  'work_format',
  'state',
  'minimum_age',
  'city',
  'zip5',
  'compensation_type',
] as const satisfies readonly (keyof PublicFilterValues)[];

/**
 * The filters a text search on PostgreSQL writes into its statement when it walks the filters'
 * newest jobs (decision 096): those of few values, the state, and the city (decision 099), whose
 * words it otherwise misjudged. A search with no filters but these and the flags (constants in
 * the statement) is one statement per set of values, planned for them once (at most
 * MAX_WRITTEN_STATEMENTS per process, kept-statements.ts; past them, planned at each request,
 * for the values written in).
 */
const WRITTEN_SEARCH_FILTERS = [
  'job_type',
  'business_category',
  'work_format',
  'state',
  'city',
  'minimum_age',
] as const satisfies readonly (keyof PublicFilterValues)[];

/**
 * Whether every filter given is written into a search's statement or is on or off. A value that
 * cannot be written (a state of two characters with a backslash) would leave its filter planned
 * for any value, and a walk of every job for a value none holds.
 */
const onlyWrittenFilters = (filters: PublicFilterValues) =>
  (Object.keys(filters) as (keyof PublicFilterValues)[]).every(
    (key) =>
      filters[key] === undefined ||
      ((WRITTEN_SEARCH_FILTERS as readonly string[]).includes(key) &&
        postgresLiteral(filters[key]) !== undefined) ||
      (TOGGLES as readonly string[]).includes(key),
  );

/**
 * Whether the city and its state are the only filters: a search in a city then walks the index of
 * its jobs' word bits (decision 101), each entry walked a job of the filters, as each row was.
 * With other filters, most entries' rows would be read to check them.
 */
const onlyCityGiven = (filters: PublicFilterValues) =>
  (Object.keys(filters) as (keyof PublicFilterValues)[]).every(
    (key) => key === 'city' || key === 'state' || filters[key] === undefined,
  );

/** Whether none of the list's filters is given: the whole board, or a search of it. */
const noFilterGiven = (filters: PublicFilterValues) =>
  Object.values(filters).every((value) => value === undefined);

/**
 * One page of public jobs and the match count: two statements whatever the page size, each
 * compiled once per shape of query (kept-statements.ts).
 */
export async function listPublicJobs(db: Db, query: JobListQuery): Promise<JobPage> {
  const terms = searchTerms(query.search);
  const given = publicFilterValues(query);
  const filters =
    terms.length === 0 ? { ...given, ...(await cityStatesForSeeking(db, given)) } : given;
  // Distance needs a centre; the routes refuse it without one.
  const sort: Sort =
    query.sort === 'distance' && filters.near === undefined
      ? 'date'
      : (query.sort ?? (terms.length > 0 ? 'relevance' : 'date'));
  const page: PageValues = { limit: query.limit, skip: query.skip };

  if (terms.length === 0) {
    const values = { ...filters, ...page };
    // Kept prepared on PostgreSQL: its plan for any values ("Portland, OR": 1.8 -> 0.4 ms at
    // 200,000 jobs) is as good as one for the values given. Not a text search's (decision 036).
    // And planned once for any values (sharedPlanDb, decision 062), but for a pay type, whose
    // plan for any values read the whole state (5 -> 30 ms), and a page sorted by title or
    // company, whose plans for any values were slower (the board by title 1.1 -> 1.6 ms).
    const payGiven = filters.compensation_type !== undefined;
    // A radius as well, newest or nearest first: its ZIP codes are sought in the index of ZIP
    // codes as an array, and a walk of the dates checks each job in a JSON object of them
    // (public-job-filter.ts). Planned for each request's ZIP codes, 87 within 10 miles of
    // Portland, planning cost PostgreSQL as much as running (0.7 ms of each 1.2, decision 071).
    const nearGiven = filters.near !== undefined;
    const byCompany = filters.company !== undefined;
    // But not a radius past its first page, nor with a filter of another index (radiusPlannedOnce).
    const prepared = !(nearGiven && isPostgres(db) && !radiusPlannedOnce(values));
    const sharedPlan =
      prepared && !payGiven && (sort === 'date' || (nearGiven && sort === 'distance'));
    const prepare = { prepare: prepared, sharedPlan };
    // SQLite plans a statement once for any values where one index serves its filters whatever
    // their values: planning it again for each request's values cost 40-150 us a statement
    // (decision 074). That is where one filter has an index of its own, or where the seek index
    // reaches every filter for a count and a page ordered from its few matches. Otherwise which
    // index to read depends on how many jobs each value holds: a page of many matches walks one
    // filter's index newest first ("part-time tutoring in person" at ZIP 89501, 1.2 -> 46 ms
    // planned for any values), and a count reads the filter with the fewest jobs.
    const oneIndex = oneIndexLeads(filters);
    const seekReaches = seekReachesEveryFilter(filters);
    // Elsewhere the filters of few values that SQLite weighs are written into the statement, so
    // that it is planned for them once, not again at every request (decision 087).
    const countPrepare = {
      prepare: prepared,
      sharedPlan: prepared && !payGiven,
      planOnce: oneIndex || seekReaches,
      planFor: PLANNED_FILTERS,
    };
    // The page size is part of the statement's kind and written into it, as are the constant
    // limits: SQLite reads a page faster under a literal LIMIT than under a bound one (first
    // page 161 -> 127 us at a million jobs, searches a quarter faster), and sizes are few.
    // PostgreSQL writes the select list of every row an OFFSET skips, and of every match a sort
    // orders: past the first page, and for the sorts, it finds the page's ids first (decision 043).
    // So does SQLite for the matches a sort orders: the board by title, 0.52 -> 0.37 ms at a
    // million jobs, its page 26 2.45 -> 0.67 ms. And both for a company, whose jobs come business
    // by business and are all ordered ("market" on PostgreSQL, 37 -> 2 ms at 200,000 jobs).
    // And SQLite for a page of jobs filtered only by the flags or the age, which it walked in
    // date order through an index of every job's date, reading each row to check them (both
    // flags, page 500: 26 -> 3.1 ms at a million jobs; the first page with both flags and an
    // age, 127 -> 57 us; decision 052). And PostgreSQL for a radius, which walks its index of
    // dates past the jobs of other ZIP codes: writing the page's cards as it walked, it read the
    // row of each job walked past (weekends within 25 miles of Portland: 1,042 rows, 2.5 ms at a
    // million jobs; decision 071).
    const idsFirst =
      ((values.skip > 0 || nearGiven) && isPostgres(db)) ||
      (!isPostgres(db) && flagsOnly(filters)) ||
      isKeyed(sort) ||
      byCompany;
    // The kind of a page's statement: what decides its SQL beside which filters are given.
    const pageKind = (few: boolean) =>
      `list:${sort}:${values.limit}${few ? ':few' : ''}${idsFirst ? ':ids' : ''}${values.skip > 0 ? ':skip' : ''}`;
    const pageOf = (few: boolean) =>
      runKept(
        db,
        pageKind(few),
        values,
        (bind) => listPage(db, values, bind, sort, few, idsFirst),
        { ...prepare, planOnce: oneIndex || (few && seekReaches), planFor: PLANNED_FILTERS },
      );
    // A combination the seek index serves (decisions 038 and 039) is counted through it first;
    // when it has few matches, its page is then ordered from those alone. Not a company's, which
    // the business's index serves (decision 050). Nor, on PostgreSQL, a filter that leads an
    // index of its own by date and no other (a job type, a state, with an age or not): counted
    // newest first down that index, as other lists are, its 1,001 entries lie together, where the
    // seek index's lie across the table and each was checked in a page of the visibility map of
    // its own (a job type: 733 pages read for the count, against 23; decision 098).
    const seeks =
      !byCompany &&
      filterSeekColumns(filters) !== undefined &&
      !(isPostgres(db) && oneIndexLeads(filters));
    // A radius search is counted first as well, through the index of ZIP codes, one seek per
    // ZIP code within the radius; a few matches are then ordered alone, and many are walked
    // newest first (decision 068).
    const near = filters.near !== undefined;
    const countQuery = (bind: Bind<typeof filters>) => {
      // The whole board's number is kept by the database as jobs change (decision 037).
      if (noFilterGiven(filters)) {
        return db.selectFrom('active_job_count').select('jobs as count');
      }
      const where = seeks ? publicFilterSeekCondition(filters, bind, isPostgres(db)) : undefined;
      const matches = db
        .selectFrom(filteredJobs(db, filters, { byZip: true }))
        .where(where ?? publicFilterCondition(filters, bind, isPostgres(db)))
        .select('jobs.id')
        .limit(sql.lit(COUNT_LIMIT + 1));
      // Newest first on PostgreSQL, so that it walks a filter's index and stops at the limit:
      // unordered, it gathered every match into a bitmap first ("Portland, OR": 20 -> 2 ms at
      // a million jobs, decision 038). Not through the seek index, which it reads in its own
      // order and stops as well, nor for a company: its jobs come business by business through
      // the business's index, and ordered they were all gathered and sorted first (a company
      // in one state, 135 -> 13 ms at 200,000 jobs; a company alone 4.4 -> 0.5 ms). Nor for
      // the flags and the age alone, whose own index holds their matches together (decision
      // 059): newest first, ten entries were walked per match (0.9 -> 0.25 ms at 200,000 jobs).
      const newestFirstCount =
        isPostgres(db) && !where && !byCompany && !near && !flagsOnly(filters);
      return countOf(db, newestFirstCount ? ordered(matches, newestFirst) : matches);
    };
    const counted = async () =>
      (await runKept(db, 'list-count', filters, countQuery, countPrepare))[0]?.count ?? 0;
    if ((seeks || near) && sort !== 'distance' && isPostgres(db) && prepare.sharedPlan) {
      // One statement, as below: the count through the seek index (or a radius's through the
      // index of ZIP codes), then the page of the two that its number calls for (PostgreSQL runs
      // only that one; the app's CPU per list about 100 us less). Only where its plan is made
      // once: planned for each request's values, both pages were planned (a volunteer stipend
      // for 17-year-olds, 1.5 -> 2.5 ms). Not nearest first, whose many matches are read ZIP
      // code by ZIP code (nearestFirstPage).
      const rows = await runKept(
        db,
        `${pageKind(false)}:seek-counted`,
        values,
        (bind) => {
          const count = sql<number>`(select counted.count from counted)`;
          const pageIf = (few: boolean) =>
            db
              .selectFrom(listPage(db, values, bind, sort, few, idsFirst).as('page'))
              .select(['page.summary', count.as('match_count')])
              .where(
                few
                  ? sql<SqlBool>`${count} <= ${sql.lit(COUNT_LIMIT)}`
                  : sql<SqlBool>`${count} > ${sql.lit(COUNT_LIMIT)}`,
              );
          return db
            .with(
              (cte) => cte('counted').materialized(),
              () => countQuery(bind),
            )
            .selectFrom(pageIf(true).as('few'))
            .selectAll()
            .unionAll(pageIf(false));
        },
        prepare,
      );
      return toPage(rows, rows[0]?.match_count ?? (await counted()), COUNT_LIMIT);
    }
    if (seeks || near) {
      const count = await counted();
      if (near && sort === 'distance' && count > COUNT_LIMIT) {
        const rows = await nearestFirstPage(db, filters, page, SORTED_CANDIDATE_LIMIT);
        return toPage(rows, count, COUNT_LIMIT);
      }
      return toPage(await pageOf(count <= COUNT_LIMIT), count, COUNT_LIMIT);
    }
    if (isPostgres(db)) {
      // One statement carries the page and its count: each statement sent to PostgreSQL cost a
      // system call that wakes the database's process, 29 % of the app's time on the first
      // page. A page past the last match has no row to carry the count.
      const rows = await runKept(
        db,
        `${pageKind(false)}:counted`,
        values,
        (bind) =>
          listPage(db, values, bind, sort, false, idsFirst).select(
            countQuery(bind).as('match_count'),
          ),
        prepare,
      );
      return toPage(rows, rows[0]?.match_count ?? (await counted()), COUNT_LIMIT);
    }
    const [count, rows] = await Promise.all([counted(), pageOf(false)]);
    return toPage(rows, count, COUNT_LIMIT);
  }

  const businesses = await namedBusinesses(db, filters);
  if (businesses?.length === 0) return toPage([], 0, SEARCH_CANDIDATE_LIMIT);
  // A narrowing filter's index already finds few jobs to read (decision 054).
  const led = ledFilterGiven(filters);
  const plan = led ? undefined : await searchPlan(db, terms);
  const windows = plan?.kind === 'windows' ? plan.windows : undefined;
  // A filter without a filter word leads an index of its own, which a walk of the worded
  // filters' newest jobs would not read (decision 073).
  const worded = unwordedFilterGiven(filters) ? [] : wordedFilters(query);
  // A city's words are in PostgreSQL's words' column, and its planner misjudges them beside the
  // city: the city's newest jobs are walked first, or the words intersected with its words
  // (decision 099).
  const intersect = !led
    ? undefined
    : isPostgres(db) && filters.city !== undefined && /[\p{L}\p{N}]/u.test(filters.city)
      ? await cityIntersectionOf(db, terms, filters.city, filters, SEARCH_CANDIDATE_LIMIT + 1, {
          byBits: onlyCityGiven(filters),
        })
      : await intersectionOf(db, terms, worded, filters, SEARCH_CANDIDATE_LIMIT + 1);
  // PostgreSQL, with filters whose values can be written into the statement, planned once for
  // those values (decision 096): for words in most jobs, the filters' newest jobs walked; for rare
  // words beside the age and the flags (which lead no index of a page), every match read from the
  // index of words, as without filters.
  const writesFilters = isPostgres(db) && !noFilterGiven(filters) && onlyWrittenFilters(filters);
  const walksFilters =
    writesFilters && intersect === undefined && (await wordsInMostJobs(db, terms));
  const readsEveryMatch = writesFilters && !led && plan?.kind === 'every-match';
  // Without filters, the words' shares alone choose PostgreSQL's way, and its statement is
  // prepared and planned once for any words that call for it: planned for each search's words, a
  // search spent half its time in the planner ("team": 0.66 of 1.33 ms, decision 094).
  const fixedPlan = walksFilters
    ? 'walk-filters'
    : readsEveryMatch || (noFilterGiven(filters) && plan?.kind !== 'windows')
      ? plan?.kind
      : undefined;
  // SQLite's index is asked only for the filter words that pay for their entries (decision 092).
  const indexed = isPostgres(db)
    ? undefined
    : await indexedFilterWords(db, { terms, filters: query, businesses });
  // SQLite seeks a city's words in the city's own range of its index by place (decision 100).
  const place = await wordPlaceOf(db, filters.city, filters.state);
  const values = {
    ...filters,
    ...searchValues(
      {
        terms,
        filters: query,
        businesses,
        intersect,
        indexedFilterWords: indexed,
        fixedPlan,
        place,
      },
      walksFilters ? undefined : windows,
    ),
    ...page,
    // PostgreSQL's condition takes the ids; SQLite's index takes their words (searchValues).
    businesses: isPostgres(db) ? businesses?.join(',') : undefined,
  };
  // A fixed plan's statement is planned once, and so is a city's walk by its word bits, whose way is
  // the same whatever the city and words: planned for each, it spent 6 of 12 ms in the planner
  // (decision 101).
  const plannedOnce = fixedPlan !== undefined || values.walks_city_bits !== undefined;
  const rows = await runKept(
    db,
    `search:${sort}:${values.limit}`,
    values,
    (bind) => searchPage(db, values, bind, sort),
    {
      prepare: plannedOnce,
      sharedPlan: plannedOnce,
      postgresPlanFor: walksFilters || readsEveryMatch ? WRITTEN_SEARCH_FILTERS : [],
    },
  );
  // On PostgreSQL, a page past the last match has no row to carry the count; on SQLite, a row
  // without a job carries it (searchPage).
  let count = rows[0]?.match_count ?? 0;
  if (rows.length === 0 && query.skip > 0) {
    const bind = inline(values);
    const matches = matchingJobIds(
      db,
      values,
      bind,
      publicFilterCondition(values, bind, isPostgres(db)),
      SEARCH_CANDIDATE_LIMIT + 1,
    );
    count = (await countOf(db, matches).executeTakeFirstOrThrow()).count;
  }
  return toPage(rows, count, SEARCH_CANDIDATE_LIMIT);
}

/**
 * For a text search with a company filter, the ids of the businesses it names (none: the search
 * finds nothing, and is answered without one).
 *
 * - PostgreSQL, given the businesses as a subquery, searched the jobs of one business at a time,
 *   reading the words' index again for each: "friendly team" at the 22 businesses named like
 *   "Lakeside" read 224,703 entries 22 times, 1.6 s at a million jobs (decision 053). Given their
 *   ids, it reads the words' index once and intersects it with all their jobs.
 * - SQLite's full-text index holds each job's business as a word (migration 0020), and finds the
 *   words' matches among those businesses' jobs itself (decision 055).
 */
async function namedBusinesses(db: Db, filters: PublicFilterValues) {
  if (filters.company === undefined) return undefined;
  const rows = await db
    .selectFrom('business_profiles')
    .select('business_profiles.user_id')
    .where(businessNameLike(filters.company))
    .orderBy('business_profiles.user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * Whether PostgreSQL plans a radius's statements once for any ZIP codes, walks checking them as
 * a JSON object's keys (decision 071): on its first page, with no filter that the indexes of ZIP
 * codes do not hold. A filter that leads an index of its own (a city, a state, a type, a
 * company…) may make a plan for any values read that index and check each of its jobs against
 * the ZIP codes as a filter, comparing each with each code (a city 170 miles from the radius:
 * 0.6 s at a million jobs; a company within 25 miles: 14 ms); for an OFFSET, it read every
 * active job and sorted the matches (page 500 within 10 miles of Portland: 0.5 s). The others are
 * planned for their values and not prepared: the ZIP codes' array is then a constant, checked in
 * a hash table (decision 070), and the planner knows how many match.
 */
const radiusPlannedOnce = (values: PublicFilterValues & PageValues) =>
  values.skip === 0 && zipIndexesHoldTheFilters(values);

/**
 * A page of the jobs the filters find, in `sort` order. With `few`, the filters match at most
 * COUNT_LIMIT jobs and the seek index finds them all (decisions 038 and 039): they are gathered
 * in its order, which is not the list's, then ordered by their index entries, and only the
 * page's rows are read; walking a broader index in the list's order read every entry of it until
 * the page was full (the five-filter list: 1.7 -> 0.2 ms on SQLite, 1.6 -> 0.5 ms on PostgreSQL).
 */
function listPage<V extends PublicFilterValues & PageValues>(
  db: Db,
  values: V,
  bind: Bind<V>,
  sort: Sort,
  few: boolean,
  idsFirst: boolean,
) {
  // Many matches are walked in the list's order (or the newest 1,000 gathered for a sort).
  const walked = !few && radiusPlannedOnce(values);
  const where = publicFilterCondition(values, bind, isPostgres(db), { walked });
  // A radius search's few matches are found through the index of ZIP codes (listPublicJobs).
  const seekWhere = !few
    ? undefined
    : values.near !== undefined
      ? where
      : publicFilterSeekCondition(values, bind, isPostgres(db));
  const summary = jobSummaryJson(db).as('summary');
  const ordering = sort === 'relevance' ? newestFirst : sortOrdering(sort, bind);
  // A first page has no OFFSET: PostgreSQL prices a kept statement's plan for any values as if
  // an OFFSET given as a value skipped a tenth of the matches, so it planned every first page
  // anew instead (decision 060).
  const paged = <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) =>
    values.skip > 0
      ? query.limit(sql.lit(values.limit)).offset(bind('skip'))
      : query.limit(sql.lit(values.limit));
  // The page of `candidates` in the list's order; with `idsFirst`, the page's ids are found first
  // and only their summaries written (a deep page on PostgreSQL wrote 10,020, decision 043).
  // In date order SQLite skips a row before writing it, and a first page stops at its 20 rows;
  // ordering by title or company, it wrote the summary of every match it sorted.
  const pageOf = <O>(candidates: SelectQueryBuilder<Database, 'jobs', O>) => {
    if (!idsFirst) return paged(ordered(candidates.select(summary), ordering));
    const ids = paged(ordered(candidates.select('jobs.id'), ordering));
    return ordered(db.selectFrom('jobs').where('jobs.id', 'in', ids).select(summary), ordering);
  };
  if (seekWhere) {
    // Unordered, so that no planner prefers a broader index for its order.
    const matches = db
      .selectFrom(values.near === undefined ? 'jobs' : filteredJobs(db, values, { byZip: true }))
      .where(seekWhere)
      .select(['jobs.id', 'jobs.published_at'])
      .limit(sql.lit(COUNT_LIMIT));
    if (ordering !== newestFirst) {
      const ids = db.selectFrom(matches.as('matches')).select('matches.id');
      return pageOf(db.selectFrom('jobs').where('jobs.id', 'in', ids));
    }
    const ids = paged(
      ordered(db.selectFrom(matches.as('matches')).select('matches.id'), newestFirstIn('matches')),
    );
    return ordered(db.selectFrom('jobs').where('jobs.id', 'in', ids).select(summary), ordering);
  }
  if (isKeyed(sort)) {
    const newest = <O>(candidates: SelectQueryBuilder<Database, 'jobs', O>) =>
      ordered(candidates, newestFirst).limit(sql.lit(SORTED_CANDIDATE_LIMIT));
    const filtered = db.selectFrom(filteredJobs(db, values, { idsFirst })).where(where);
    if (isPostgres(db) && values.company !== undefined) {
      // A company's newest ids come from the business's index alone; taking each one's key
      // with it, PostgreSQL read every job of the businesses named ("market" by title, 5 ->
      // 12 ms at 200,000 jobs).
      return pageOf(
        db.selectFrom('jobs').where('jobs.id', 'in', newest(filtered.select('jobs.id'))),
      );
    }
    // The newest candidates with their sort key, on SQLite from the filter's index, which holds
    // the keys' columns (decision 058). Read from each candidate's row, 1,000 rows cost the
    // board by title 288 µs, 139 µs from the index; PostgreSQL reads the rows as it walks its
    // index instead of finding them again by id (the board by title 2.0 -> 1.2 ms at 200,000).
    const candidates = newest(filtered.select(['jobs.id', sortKey(sort, bind).as('sort_key')]));
    const ids = paged(
      db
        .selectFrom(candidates.as('candidates'))
        .select('candidates.id')
        .orderBy('candidates.sort_key')
        .orderBy('candidates.id', tieBreak(sort)),
    );
    return ordered(db.selectFrom('jobs').where('jobs.id', 'in', ids).select(summary), ordering);
  }
  return pageOf(db.selectFrom(filteredJobs(db, values, { idsFirst })).where(where));
}

/**
 * The jobs table as a list filtered by `filters` reads it. On SQLite, named with INDEXED BY where
 * its planner chose worse with a million jobs' statistics. For a company, the business's index
 * (decision 050), which it passed over for a state's or the seek index (a company in one state,
 * 47 ms). For the ids of a page in date order (`idsFirst`) filtered only by the flags or the age,
 * the index of active jobs' dates, which holds them (decision 052): it walked the index of every
 * job's date and read each row. For a filter on the shifts, the index of the jobs that have it
 * (decision 069): with the table's statistics it walked every active job's date and read each
 * row (the hours for 14–15-year-olds, after 3 pm, at 15: 26 ms at 300,000 jobs); it holds their
 * ZIP codes (decision 070), so that a radius's page walks it too. A radius read ZIP code by ZIP
 * code (`byZip`: counted, or its few matches gathered) reads the flag's index by ZIP code; its
 * many matches without a flag, newest first, the index of dates, which holds the ZIP code
 * (migration 0032): the planner walked the index of every job's date and read each row. Kysely
 * has no INDEXED BY, and the table keeps its name, so the raw table stands where the name would,
 * as for a search (job-search.ts).
 */
function filteredJobs(
  db: Db,
  filters: PublicFilterValues,
  { idsFirst = false, byZip = false } = {},
): 'jobs' {
  if (isPostgres(db)) return 'jobs';
  const datesIndex = 'jobs_active_published_cover_idx';
  const index =
    filters.company !== undefined
      ? 'jobs_active_business_cover_idx'
      : filters.near === undefined
        ? (shiftFilterIndex(filters) ?? (idsFirst && flagsOnly(filters) ? datesIndex : undefined))
        : byZip
          ? shiftFilterZipIndex(filters)
          : (shiftFilterIndex(filters) ?? datesIndex);
  return index ? (sql`"jobs" indexed by ${sql.raw(index)}` as unknown as 'jobs') : 'jobs';
}

/**
 * A page of the jobs a text search finds, with their number. One statement ranks, pages and
 * counts: the newest matches and one more (which tells whether there are more) are found once,
 * and the page's jobs are read in full only after their ids are ordered by narrow columns
 * (sorting every candidate's whole row cost 1 ms).
 */
function searchPage<V extends PublicFilterValues & SearchValues & PageValues>(
  db: Db,
  values: V,
  bind: Bind<V>,
  sort: Sort,
) {
  const withMatches = db
    .with(
      (cte) => cte('candidates').materialized(),
      () =>
        matchingJobs(
          db,
          values,
          bind,
          // SQLite's candidates come from its search rows, which hold active jobs only.
          publicFilterCondition(values, bind, isPostgres(db), { activeOnly: !isPostgres(db) }),
          SEARCH_CANDIDATE_LIMIT + 1,
          sort === 'relevance',
          isPostgres(db) && isKeyed(sort) ? sortKey(sort, bind) : undefined,
        ),
    )
    // The newest SEARCH_CANDIDATE_LIMIT of them: the one more only tells that there are more.
    // The candidates are the newest by publication on PostgreSQL, where a filter's index
    // (decision 025) walks active jobs newest first (decision 040), and by id on SQLite, whose
    // full-text index hands back matches in id order: there the one more is the candidate of the
    // lowest id, and ordering all 501 again to leave it out cost 0.18 of 1.6 ms ("team" at a
    // million jobs).
    .with('ranked', (qb) =>
      isPostgres(db)
        ? ordered(qb.selectFrom('candidates').selectAll(), newestFirstIn('candidates')).limit(
            sql.lit(SEARCH_CANDIDATE_LIMIT),
          )
        : qb
            .selectFrom('candidates')
            .selectAll()
            .where(
              sql<SqlBool>`(candidates.id > (select min(id) from candidates) or (select count(*) from candidates) <= ${sql.lit(SEARCH_CANDIDATE_LIMIT)})`,
            ),
    );
  // The ranked matches as a table of the statement above (its WITH clause is written once).
  const ranked = db as unknown as Kysely<
    Database & { ranked: JobMatch & { sort_key: string | null } }
  >;
  const byMatch = newestFirstIn('m');
  const idOrder: Ordering =
    sort === 'relevance' ? [[sql`m.score`, 'desc'], ...byMatch] : sort === 'date' ? byMatch : [];
  const count = sql<number>`(select count(*) from candidates)`.as('match_count');
  if (isPostgres(db)) {
    // The page is ordered by what each match carries, its card read by id: joined to jobs for
    // the cards and sort keys, the statement was planned with every index of jobs once or twice
    // more ("team": planning 0.39-0.45 -> 0.32-0.35 ms, the whole 1.9 -> 1.6 ms at 200,000
    // jobs; by title, 500 rows fewer read). Decision 064.
    const order: Ordering = isKeyed(sort)
      ? [
          [sql`m.sort_key`, 'asc'],
          [sql`m.id`, tieBreak(sort)],
        ]
      : idOrder;
    const page = ordered(ranked.selectFrom('ranked as m').selectAll(), order)
      .limit(sql.lit(values.limit))
      .offset(bind('skip'));
    return ordered(
      withMatches
        .selectFrom(page.as('m'))
        .select(postgresJobCardOf(sql.ref('m.id')).as('summary'))
        .select(count),
      order,
    );
  }
  const pageIds = (
    isKeyed(sort)
      ? ordered(
          ranked
            .selectFrom('ranked as m')
            .innerJoin('jobs', 'jobs.id', 'm.id')
            .select(['m.id', 'm.score']),
          sortOrdering(sort, bind),
        )
      : ordered(ranked.selectFrom('ranked as m').select(['m.id', 'm.score']), idOrder)
  )
    .limit(sql.lit(values.limit))
    .offset(bind('skip'));
  // The count carries the page, so that a page past the last match still has a row to tell the
  // count: a row without a job (a null summary), where the search ran a second time to count
  // (40 of the 320 searches of the benchmark's combinations, 31 % of their time).
  return ordered(
    withMatches
      .selectFrom(
        sql<{ match_count: number }>`(select count(*) as match_count from candidates)`.as(
          'counted',
        ),
      )
      .leftJoin(pageIds.as('m'), (join) => join.onTrue())
      .leftJoin('jobs', 'jobs.id', 'm.id')
      .select(
        sql<string | null>`case when jobs.id is null then null else ${jobSummaryJson(db)} end`.as(
          'summary',
        ),
      )
      .select('counted.match_count'),
    sort === 'relevance' ? [[sql`m.score`, 'desc'], ...newestFirst] : sortOrdering(sort, bind),
  );
}

/** The most states a city given without one is sought in, each a seek of its own. */
export const MAX_CITY_STATES = 4;

/**
 * The states of a city given without one, when its active jobs are in at most MAX_CITY_STATES and
 * a state lets the seek index serve the list (SQLite, decision 088): the same jobs, found by
 * seeking them. A city without its state is beyond the index's reach (its state comes first), so
 * "full-time retail in Tacoma" read the row of each of 8,598 full-time retail jobs to find the 540
 * in Tacoma (4-5 ms at a million jobs), and Portland's part-time restaurant jobs (in Oregon and
 * Maine) walked 54,000 entries of the city's index (9-12 ms). One state is given as the state;
 * several as `city_states`, which the filters' condition and the seek index read as the state.
 * The states are found one seek each into the index of places' counts (migration 0040), in order.
 */
async function cityStatesForSeeking(
  db: Db,
  filters: PublicFilterValues,
): Promise<{ state?: string; city_states?: string }> {
  const { city, state } = filters;
  if (city === undefined || state !== undefined || isPostgres(db)) return {};
  // Which filters are given decides whether the seek index serves a list, never their values.
  if (seekReachesEveryFilter(filters) || !seekReachesEveryFilter({ ...filters, state: city })) {
    return {};
  }
  const rows = await runKept(
    db,
    'city-states',
    { city },
    (bind) => {
      const stateAfter = (previous?: RawBuilder<unknown>) =>
        sql<string | null>`(select location_state from jobs indexed by jobs_active_city_count_idx
          where status = 'active' and lower(location_city) = ${bind('city')}
          ${previous ? sql`and location_state > ${previous}` : sql``}
          order by location_state limit 1)`;
      return db
        .withRecursive('states(state)', (qb) =>
          qb.selectNoFrom(stateAfter().as('state')).unionAll((next) =>
            next
              .selectFrom('states')
              .where('states.state', 'is not', null)
              .select(stateAfter(sql.ref('states.state')).as('state')),
          ),
        )
        .selectFrom('states')
        .where('states.state', 'is not', null)
        .select('states.state')
        .limit(sql.lit(MAX_CITY_STATES + 1));
    },
    { planOnce: true },
  );
  const states = rows.map((row) => row.state as string);
  if (states.length === 1) return { state: states[0] };
  if (states.length < 2 || states.length > MAX_CITY_STATES) return {};
  return { city_states: JSON.stringify(states) };
}

/** How many rows `rows` gives. */
function countOf<O>(
  db: Db,
  rows: { as: (name: 'counted') => AliasedSelectQueryBuilder<O, 'counted'> },
) {
  return db.selectFrom(rows.as('counted')).select((eb) => eb.fn.countAll<number>().as('count'));
}

/** The jobs of a page, read back from its JSON. */
export function jobsOf(page: JobPage): JobSummary[] {
  return JSON.parse(page.json) as JobSummary[];
}

function toPage(rows: { summary: string | null }[], count: number, cap: number): JobPage {
  return {
    // A row without a job only carries the count (searchPage).
    json: `[${rows.flatMap((row) => (row.summary === null ? [] : [row.summary])).join(',')}]`,
    total: Math.min(count, cap),
    totalIsCapped: count > cap,
  };
}

/** A job joined with its business's profile: everything its detail view shows. */
function jobDetailQuery(db: Db, id: number) {
  return db
    .selectFrom('jobs')
    .leftJoin('business_profiles', 'business_profiles.user_id', 'jobs.business_id')
    .select([
      ...summaryColumns,
      'jobs.description',
      'jobs.job_type',
      'jobs.key_responsibilities',
      'jobs.requirements_qualifications',
      'jobs.offerings',
      'jobs.duration',
      'jobs.schedule',
      'jobs.work_schedule',
      'jobs.contact_email',
      'jobs.previous_experience_required',
      'jobs.status',
      'jobs.updated_at',
      'business_profiles.business_description',
      'business_profiles.address_line1',
      'business_profiles.address_line2',
      'business_profiles.city',
      'business_profiles.state',
      'business_profiles.zip_code',
    ])
    .where('jobs.id', '=', id);
}

/**
 * An active job with its business's profile; undefined for unknown or non-public ids. Kept
 * compiled and prepared (kept-statements.ts): every job's page and every job's details read
 * one, and building the query with Kysely cost about as much as the read (a job's page, served
 * on the server, reads it twice). Planned once on SQLite: planned for each call's values (its
 * status, a column of many indexes, read in the statistics' samples), it was planned again for
 * every job: 209 -> 74 µs a read at a million jobs (decision 076).
 */
export async function findPublicJob(db: Db, id: number): Promise<JobDetail | undefined> {
  const [row] = await runKept(
    db,
    'public-job',
    { id },
    (bind) => jobDetailQuery(db, bind('id')).where('jobs.status', '=', 'active'),
    { prepare: true, planOnce: true },
  );
  return row && toJobDetail(row);
}

/** A job of `businessId` in any status (drafts and archived jobs included); else undefined. */
export async function findBusinessJob(
  db: Db,
  id: number,
  businessId: number,
): Promise<JobDetail | undefined> {
  const row = await jobDetailQuery(db, id)
    .where('jobs.business_id', '=', businessId)
    .executeTakeFirst();
  return row && toJobDetail(row);
}

export interface SitemapJob {
  id: number;
  updated_at: string;
}

export async function countActiveJobs(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('jobs')
    .where('status', '=', 'active')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return count;
}

/** Active jobs in id order, one sitemap file's worth. */
export function listActiveJobsForSitemap(
  db: Db,
  offset: number,
  limit: number,
): Promise<SitemapJob[]> {
  return db
    .selectFrom('jobs')
    .where('status', '=', 'active')
    .select(['id', 'updated_at'])
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}
