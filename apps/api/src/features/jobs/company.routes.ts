import { apiErrorBodySchema, companyPageQuerySchema, companyPageSchema } from '@firstshift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { wholeNumberParam } from '../../lib/route-schemas';
import { publicCompanyJson } from './public-company-read';
import { sendJson } from './jobs.routes';

export const COMPANY_NOT_FOUND = 'Company not found';

const companyParamsSchema = z.object({ id: wholeNumberParam('Company id') });

/** A company's public page, under /api/companies (decision 067). */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      schema: {
        tags: ['jobs'],
        summary: "A business's public page: who it is, its open jobs and how quickly it answers",
        description:
          "The business named by its id (as a job card's company_id), with one page of its " +
          'open jobs, newest first, and the median time from an application to its first ' +
          'change of status over the past year. 404 for a business that has not put a job on ' +
          'the board.',
        params: companyParamsSchema,
        querystring: companyPageQuerySchema,
        response: { 200: companyPageSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const json = await publicCompanyJson(app, request.params.id, request.query.page);
      if (json === null) throw new HttpError(404, COMPANY_NOT_FOUND);
      return sendJson(reply, json);
    },
  );
};
