import {
  apiErrorBodySchema,
  applicantPageQuerySchema,
  favouriteToggleQuerySchema,
  favouriteToggleResponseSchema,
  favouritesResponseSchema,
} from '@firstshift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import {
  addFavourite,
  isFavourite,
  listFavourites,
  removeFavourite,
} from './favourites.repository';
import { findActiveJob } from './job-lookup';
import {
  APPLICANT_TAG,
  guardErrors,
  JOB_NOT_FOUND_MESSAGE,
  jobParamsSchema,
} from './route-schemas';

/** Favourite jobs under /api/applicant (SPEC §7). */
export const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:jobId/favourite',
    {
      preHandler: app.requireRole('applicant'),
      schema: {
        tags: [APPLICANT_TAG],
        summary: 'Save a job as a favourite, or forget it',
        description:
          'Idempotent. Only an active job can be saved (404 otherwise); forgetting always succeeds.',
        params: jobParamsSchema,
        querystring: favouriteToggleQuerySchema,
        response: {
          200: favouriteToggleResponseSchema,
          400: apiErrorBodySchema,
          404: apiErrorBodySchema,
          ...guardErrors,
        },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      const { jobId } = request.params;
      const { is_favourite } = request.query;
      if (is_favourite) {
        if (!(await findActiveJob(app.db, jobId))) throw new HttpError(404, JOB_NOT_FOUND_MESSAGE);
        await addFavourite(app.db, id, jobId);
      } else {
        await removeFavourite(app.db, id, jobId);
      }
      return { job_id: jobId, is_favourite };
    },
  );

  app.get(
    '/:jobId/favourite',
    {
      preHandler: app.requireRole('applicant'),
      schema: {
        tags: [APPLICANT_TAG],
        summary: 'Whether the applicant saved a job',
        description:
          "For a job's own pages, which are the same for everyone: false for a job not saved, and for one no longer on the board.",
        params: jobParamsSchema,
        response: { 200: favouriteToggleResponseSchema, 400: apiErrorBodySchema, ...guardErrors },
      },
    },
    async (request) => {
      const { jobId } = request.params;
      return {
        job_id: jobId,
        is_favourite: await isFavourite(app.db, currentUser(request).id, jobId),
      };
    },
  );

  app.get(
    '/favourites',
    {
      preHandler: app.requireRole('applicant'),
      schema: {
        tags: [APPLICANT_TAG],
        summary: "The applicant's favourite jobs",
        querystring: applicantPageQuerySchema,
        response: { 200: favouritesResponseSchema, 400: apiErrorBodySchema, ...guardErrors },
      },
    },
    async (request) => listFavourites(app.db, currentUser(request).id, request.query),
  );
};
