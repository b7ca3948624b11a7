import {
  apiErrorBodySchema,
  applicationStatusChangeSchema,
  businessApplicationSchema,
  jobApplicationsSchema,
} from '@firstshift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestBody } from '../../lib/parse-payload';
import { errorResponses, wholeNumberParam } from '../../lib/route-schemas';
import { currentUser } from '../../plugins/auth';
import {
  findOwnedApplication,
  listJobApplications,
  moveApplication,
  readApplication,
} from './hiring.repository';
import { attachmentDisposition, downloadContentType, downloadFileName } from './resume-download';

const errors = errorResponses(400, 401, 403, 404);

/**
 * The business side of the hiring loop under /api/business (DESIGN §5): the applications to
 * each of its jobs, each application in full with its resume, and the status moves. Only the
 * job's business sees any of it; for everyone else it does not exist (404).
 */
export const hiringRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is the business's: 401 or 403 before any id or body is checked.
  app.addHook('preValidation', app.requireRole('business'));

  app.get(
    '/jobs/:jobId/applications',
    {
      schema: {
        tags: ['hiring'],
        summary: 'The applications to one of the business’s jobs, newest first',
        params: z.object({ jobId: wholeNumberParam('Job id') }),
        response: { 200: jobApplicationsSchema, ...errors },
      },
    },
    async (request) => listJobApplications(app.db, request.params.jobId, currentUser(request).id),
  );

  app.get(
    '/applications/:id',
    {
      schema: {
        tags: ['hiring'],
        summary: 'One application in full (opening it marks it as seen)',
        params: z.object({ id: wholeNumberParam('Application id') }),
        response: { 200: businessApplicationSchema, ...errors },
      },
    },
    async (request) => readApplication(app.db, request.params.id, currentUser(request).id),
  );

  app.post(
    '/applications/:id/status',
    {
      schema: {
        tags: ['hiring'],
        summary: 'Move an application: shortlist, accept or reject, with an optional message',
        params: z.object({ id: wholeNumberParam('Application id') }),
        body: requestBody(applicationStatusChangeSchema),
        response: { 200: businessApplicationSchema, 409: apiErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const businessId = currentUser(request).id;
      const { status, message } = request.body;
      await moveApplication(app.db, request.params.id, businessId, status, app.notify, message);
      app.mail.kick();
      return readApplication(app.db, request.params.id, businessId);
    },
  );

  app.get(
    '/applications/:id/resume',
    {
      schema: {
        tags: ['hiring'],
        summary: 'Download the resume sent with an application (as an attachment)',
        description:
          'Answers the file (PDF, DOC or DOCX) as an attachment; 404 with a message when the ' +
          'application is not one of the business’s or has no resume.',
        params: z.object({ id: wholeNumberParam('Application id') }),
      },
    },
    async (request, reply) => {
      const row = await findOwnedApplication(app.db, request.params.id, currentUser(request).id);
      if (row.storage_key === null || row.original_name === null) {
        return reply.status(404).send({ message: 'This application has no resume.' });
      }
      return reply
        .header('content-type', downloadContentType(row.content_type))
        .header(
          'content-disposition',
          attachmentDisposition(downloadFileName(row.original_name, row.content_type)),
        )
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(app.fileStorage.open(row.storage_key));
    },
  );
};
