import { type JobListQuery, normalizeCompensationType, parseLocation } from '@firstshift/domain';
import { type Expression, type SqlBool, expressionBuilder, sql } from 'kysely';
import type { Database } from './schema';

// The one definition of which jobs a search finds: the public list, saved searches and job
// alerts all use it, so that a saved search matches exactly what the search shows.

/** A text search ranks, pages and counts only the newest this-many matches. */
export const SEARCH_CANDIDATE_LIMIT = 500;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filters of GET /jobs/ as one condition; the public only ever sees active jobs. */
export function publicJobFilter(query: JobListQuery): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'jobs'>();
  const location = parseLocation(query.location);
  const city = query.city ?? location.city;
  const state = query.state ?? location.state;
  const zip = query.zip ?? location.zip;
  // Literal, not a bound parameter: the filter indexes hold active jobs only (migration 0009),
  // and a planner can use such an index only when it knows the value (PostgreSQL's generic
  // plans of a prepared statement do not).
  const conditions: Expression<SqlBool>[] = [eb('jobs.status', '=', sql.lit('active'))];

  if (query.job_type) conditions.push(eb('jobs.job_type', '=', query.job_type));
  if (query.business_category) {
    conditions.push(eb('jobs.business_category', '=', query.business_category));
  }
  if (query.work_format) conditions.push(eb('jobs.work_format', '=', query.work_format));
  if (city) conditions.push(eb(eb.fn('lower', ['jobs.location_city']), '=', city.toLowerCase()));
  if (state) conditions.push(eb('jobs.location_state', '=', state.toUpperCase()));
  if (zip) {
    // Compared on the five-digit ZIP, so that 97201 also finds jobs at 97201-1234. Written out
    // (not bound parameters) so that the expression matches the index on it.
    conditions.push(sql<SqlBool>`substr(jobs.location_zip, 1, 5) = ${zip.slice(0, 5)}`);
    if (zip.length > 5) conditions.push(eb('jobs.location_zip', '=', zip));
  }
  if (query.company) {
    // A job's company name is its business's name (kept in step when the business renames
    // itself), so the few hundred business names are searched, not the name on every job:
    // a name that matches nothing cost 91 ms at a million jobs (decision 025).
    const pattern = `%${escapeLike(query.company.toLowerCase())}%`;
    const businesses = eb
      .selectFrom('business_profiles')
      .select('business_profiles.user_id')
      .where(sql<SqlBool>`lower(business_profiles.business_name) like ${pattern} escape '\\'`);
    conditions.push(eb('jobs.business_id', 'in', businesses));
  }
  // Normalised as a posted type is (decision 016), so "per hour" finds the jobs stored as
  // "hour", from the list and from saved searches stored before types were normalised.
  const compensationType = normalizeCompensationType(query.compensation_type);
  if (compensationType) {
    conditions.push(
      eb(eb.fn('lower', ['jobs.compensation_type']), '=', compensationType.toLowerCase()),
    );
  }
  if (query.minimum_age !== undefined) {
    conditions.push(eb('jobs.minimum_age_required', '<=', query.minimum_age));
  }
  if (query.hsWelcome) conditions.push(eb('jobs.high_school_students_welcome', '=', 1));
  if (query.afterSchool) conditions.push(eb('jobs.after_school_hours_available', '=', 1));
  return eb.and(conditions);
}
