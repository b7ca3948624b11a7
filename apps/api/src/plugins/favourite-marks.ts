import type { JobSummary } from '@firstshift/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Adds `is_favourite` to a page of public jobs (the JSON text the shared page cache holds) when
 * the request carries a live applicant session; anyone else gets the page text as it is. The
 * marks go on top of the shared page and are never cached (docs/decisions/005). A public read
 * is not refused for an unknown or expired token: it is simply anonymous. One query for the
 * whole page, whatever its size; a marked page is personal: the request carries a token, so no cache keeps it (private-responses).
 */
export async function withFavouriteMarks(
  app: FastifyInstance,
  request: FastifyRequest,
  pageJson: string,
): Promise<string> {
  const user = await app.optionalUser(request);
  if (user?.role !== 'applicant') return pageJson;
  // The page's own JSON, made by this server from JobSummary values.
  const jobs = JSON.parse(pageJson) as JobSummary[];
  if (jobs.length === 0) return pageJson;

  const rows = await app.db
    .selectFrom('favourites')
    .select('job_id')
    .where('applicant_id', '=', user.id)
    .where(
      'job_id',
      'in',
      jobs.map((job) => job.id),
    )
    .execute();
  const favourites = new Set(rows.map((row) => row.job_id));
  return JSON.stringify(jobs.map((job) => ({ ...job, is_favourite: favourites.has(job.id) })));
}
