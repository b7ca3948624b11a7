import {
  apiErrorBodySchema,
  businessDashboardSchema,
  businessJobRowSchema,
} from '@firstshift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import { errorResponses } from '../../lib/route-schemas';
import { currentUser } from '../../plugins/auth';
import { jobIdParamsSchema } from './jobs.routes';
import { JOB_NOT_FOUND_MESSAGE, archivedJob, changeJob } from './business-jobs.repository';
import { businessDashboard, findBusinessJobRow } from './dashboard.repository';

const errors = errorResponses(401, 403, 404);

/** The business dashboard under /api/dashboard (SPEC §3, §7): metrics, jobs, archiving. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is the business's: 401 or 403 before any id or body is checked.
  app.addHook('preValidation', app.requireRole('business'));

  app.get(
    '/',
    {
      schema: {
        tags: ['business jobs'],
        summary: "The business's metrics and every one of its jobs",
        response: { 200: businessDashboardSchema, ...errors },
      },
    },
    async (request) => {
      return businessDashboard(app.db, currentUser(request).id);
    },
  );

  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.post(
      `/jobs/:id/${action}`,
      {
        schema: {
          tags: ['business jobs'],
          summary: archived
            ? 'Archive a job: it leaves the board and keeps its applications'
            : 'Bring an archived job back (listed anew if it had been published, else a draft)',
          params: jobIdParamsSchema,
          response: {
            200: businessJobRowSchema,
            400: apiErrorBodySchema,
            409: apiErrorBodySchema,
            ...errors,
          },
        },
      },
      async (request) => {
        const business = currentUser(request);
        const job = await changeJob(app.db, request.params.id, business, (read) =>
          archivedJob(read, archived),
        );
        await app.publicJobCache.clear();
        const row = await findBusinessJobRow(app.db, job.id, business.id);
        if (!row) throw new HttpError(404, JOB_NOT_FOUND_MESSAGE);
        return row;
      },
    );
  }
};
