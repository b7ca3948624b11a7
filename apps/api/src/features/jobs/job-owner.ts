import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Adds `is_owner: true` to an active job's shared detail (the JSON text the public cache holds)
 * when the request carries a live session of the business that posted it, so the job page can
 * offer its owner Edit and View applications instead of Apply Now. Everyone else, another
 * business included, gets the shared text as it is: the flag is never false, so it tells nobody
 * anything about who else owns what. A marked answer is personal: the request carries a token, so no cache keeps it (plugins/private-responses).
 */
export async function withOwnerFlag(
  app: FastifyInstance,
  request: FastifyRequest,
  jobId: number,
  detailJson: string,
): Promise<string> {
  const user = await app.optionalUser(request);
  if (user?.role !== 'business') return detailJson;
  const own = await app.db
    .selectFrom('jobs')
    .select('id')
    .where('id', '=', jobId)
    .where('business_id', '=', user.id)
    .executeTakeFirst();
  if (!own) return detailJson;
  return JSON.stringify({ ...JSON.parse(detailJson), is_owner: true });
}
