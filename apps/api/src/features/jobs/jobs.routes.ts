import {
  apiErrorBodySchema,
  jobDetailSchema,
  jobListQuerySchema,
  jobSummarySchema,
} from '@firstshift/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { isStorableId } from '../../lib/ids';
import { wholeNumberParam } from '../../lib/route-schemas';
import { withFavouriteMarks } from '../../plugins/favourite-marks';
import { SEARCH_CANDIDATE_LIMIT } from '../../db/public-job-filter';
import { withOwnerFlag } from './job-owner';
import { checkNearSearch } from '../../lib/zip-places';
import { withDistances } from './job-distances';
import { COUNT_LIMIT, findBusinessJob, listPublicJobs } from './jobs.repository';
import { publicJobJson } from './public-job-read';

export const jobIdParamsSchema = z.object({ id: wholeNumberParam('Job id') });

/**
 * Public job list and detail, under /api/jobs (SPEC §7). Identical public reads share one
 * database round trip for a few seconds (app.publicJobCache).
 */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pages } = app.publicJobCache;

  app.get(
    '/',
    {
      schema: {
        tags: ['jobs'],
        summary: 'List and search active jobs',
        description:
          'Returns one page of active jobs. The X-Total-Count header carries the number of ' +
          `matches, counted up to ${COUNT_LIMIT} (a text search ranks and counts its newest ` +
          `${SEARCH_CANDIDATE_LIMIT} matches); X-Total-Count-Capped is "true" when there are more.`,
        querystring: jobListQuerySchema,
        response: { 200: z.array(jobSummarySchema), 400: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      checkNearSearch(request.query);
      const page = await pages.getOrLoad(JSON.stringify(request.query), async () => {
        const { json, total, totalIsCapped } = await listPublicJobs(app.db, request.query);
        return { body: withDistances(json, request.query.near), total, totalIsCapped };
      });
      reply.header('x-total-count', String(page.total));
      if (page.totalIsCapped) reply.header('x-total-count-capped', 'true');
      reply.header('access-control-expose-headers', 'X-Total-Count, X-Total-Count-Capped');
      return sendJson(reply, await withFavouriteMarks(app, request, page.body));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['jobs'],
        summary: "One active job, or one of the signed-in business's own jobs in any status",
        params: jobIdParamsSchema,
        response: { 200: jobDetailSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isStorableId(id)) throw new HttpError(404, 'Job not found');
      const body = await publicJobJson(app, id);
      if (body !== null) return sendJson(reply, await withOwnerFlag(app, request, id, body));
      // Not on the board: its business may still read its own draft or archived job in full.
      const user = await app.optionalUser(request);
      const own =
        user?.role === 'business' ? await findBusinessJob(app.db, id, user.id) : undefined;
      if (!own) throw new HttpError(404, 'Job not found');
      return reply.send({ ...own, is_owner: true });
    },
  );
};

/**
 * Sends JSON text that was serialised once and cached. The typed objects it came from are built
 * by the repository's view functions, so their shape is the declared response schema's.
 */
export function sendJson(reply: FastifyReply, body: string) {
  return reply.type('application/json; charset=utf-8').send(body);
}
