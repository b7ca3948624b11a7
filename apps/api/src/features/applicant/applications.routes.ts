import {
  apiErrorBodySchema,
  applicantPageQuerySchema,
  applicationListItemSchema,
} from '@firstshift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { isStorableId } from '../../lib/ids';
import { findApplicationToJob, listApplications } from './applications.repository';
import { APPLICANT_TAG, guardErrors, jobParamsSchema } from './route-schemas';

/** The applicant's own applications under /api/applicant (SPEC §7). */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/applications/my',
    {
      preHandler: app.requireRole('applicant'),
      schema: {
        tags: [APPLICANT_TAG],
        summary: "The applicant's applications, newest first",
        description: 'The X-Total-Count header carries the number of applications.',
        querystring: applicantPageQuerySchema,
        response: {
          200: z.array(applicationListItemSchema),
          400: apiErrorBodySchema,
          ...guardErrors,
        },
      },
    },
    async (request, reply) => {
      const page = await listApplications(app.db, currentUser(request).id, request.query);
      reply.header('x-total-count', String(page.total));
      reply.header('access-control-expose-headers', 'X-Total-Count');
      return page.applications;
    },
  );

  app.get(
    '/applications/job/:jobId',
    {
      preHandler: app.requireRole('applicant'),
      schema: {
        tags: [APPLICANT_TAG],
        summary: "The applicant's application to one job, or null when they have not applied",
        params: jobParamsSchema,
        response: {
          200: z.object({ application: applicationListItemSchema.nullable() }),
          400: apiErrorBodySchema,
          ...guardErrors,
        },
      },
    },
    async (request) => ({
      application: isStorableId(request.params.jobId)
        ? await findApplicationToJob(app.db, currentUser(request).id, request.params.jobId)
        : null,
    }),
  );
};
