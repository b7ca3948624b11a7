import type { JobListQuery } from '@firstshift/domain';
import { type Db, isPostgres } from '../db/create-db';
import {
  type RecentWindows,
  type TextSearch,
  matchingJobIds,
  searchTerms,
  searchValues,
} from '../db/job-search';
import { inline } from '../db/kept-statements';
import { publicJobFilter } from '../db/public-job-filter';

/**
 * The statement of the ids of the newest `limit` jobs that `query`'s text search finds, with the
 * windows, intersection and fixed plan given (not those the board's statistics would choose).
 */
export function matchingIdsStatement(
  db: Db,
  query: JobListQuery,
  limit: number,
  choices: {
    windows?: RecentWindows;
    now?: number;
    intersect?: TextSearch['intersect'];
    fixedPlan?: TextSearch['fixedPlan'];
  } = {},
) {
  const search = {
    terms: searchTerms(query.search),
    filters: query,
    intersect: choices.intersect,
    fixedPlan: choices.fixedPlan,
  };
  const values = searchValues(search, choices.windows, choices.now);
  return matchingJobIds(db, values, inline(values), publicJobFilter(query, isPostgres(db)), limit);
}
