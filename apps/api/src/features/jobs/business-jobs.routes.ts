import { jobDetailSchema, jobPostPayloadSchema } from '@firstshift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/create-db';
import { HttpError } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import { requestBody } from '../../lib/parse-payload';
import { errorResponses } from '../../lib/route-schemas';
import { findBusinessJob } from './jobs.repository';
import { jobIdParamsSchema } from './jobs.routes';
import {
  JOB_NOT_FOUND_MESSAGE,
  deleteJob,
  changeJob,
  findJobToChange,
  insertJob,
  updatedJob,
} from './business-jobs.repository';

const errors = errorResponses(400, 401, 403, 404);

/** The business's own job, as GET /api/jobs/{id} answers it to its owner (`is_owner`). */
export async function loadBusinessJob(db: Db, id: number, businessId: number) {
  const job = await findBusinessJob(db, id, businessId);
  if (!job) throw new HttpError(404, JOB_NOT_FOUND_MESSAGE);
  return { ...job, is_owner: true as const };
}

/**
 * Posting, editing and deleting jobs under /api/jobs (SPEC §7): a business only, and only its
 * own jobs. Every change clears the public read cache so that the board shows it at once.
 */
export const businessJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is the business's: 401 or 403 before any id or body is checked.
  app.addHook('preValidation', app.requireRole('business'));

  app.post(
    '/',
    {
      schema: {
        tags: ['business jobs'],
        summary: 'Post a job: a draft, or published at once with action save_and_publish',
        body: requestBody(jobPostPayloadSchema),
        response: { 201: jobDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const business = currentUser(request);
      const id = await insertJob(app.db, business.id, request.body);
      await app.publicJobCache.clear();
      return reply.status(201).send(await loadBusinessJob(app.db, id, business.id));
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['business jobs'],
        summary:
          "Update one of the business's jobs; action draft or save_and_publish sets its status",
        params: jobIdParamsSchema,
        body: requestBody(jobPostPayloadSchema),
        response: { 200: jobDetailSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const business = currentUser(request);
      const job = await changeJob(app.db, request.params.id, business, (read) =>
        updatedJob(read, request.body),
      );
      await app.publicJobCache.clear();
      return loadBusinessJob(app.db, job.id, business.id);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['business jobs'],
        summary: "Delete one of the business's jobs (its applications stay with the applicants)",
        params: jobIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const job = await findJobToChange(app.db, request.params.id, currentUser(request));
      await deleteJob(app.db, job.id);
      await app.publicJobCache.clear();
      return reply.status(204).send(null);
    },
  );
};
