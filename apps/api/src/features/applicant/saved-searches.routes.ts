import {
  type SavedSearch,
  apiErrorBodySchema,
  savedSearchListSchema,
  savedSearchPayloadSchema,
  savedSearchSchema,
} from '@firstshift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/create-db';
import { countNewJobs } from '../../db/saved-search-matches';
import type { SavedSearchRecord } from '../../db/saved-search-record';
import { HttpError } from '../../lib/http-error';
import { checkNearSearch } from '../../lib/zip-places';
import { wholeNumberParam } from '../../lib/route-schemas';
import { currentUser } from '../../plugins/auth';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  markSavedSearchChecked,
  updateSavedSearch,
} from './saved-searches.repository';
import { APPLICANT_TAG, guardErrors } from './route-schemas';

export const SAVED_SEARCH_NOT_FOUND_MESSAGE = 'Saved search not found';

const savedSearchParamsSchema = z.object({ id: wholeNumberParam('Saved search id') });

const notFound = () => new HttpError(404, SAVED_SEARCH_NOT_FOUND_MESSAGE);

/** The searches with their "{n} new jobs", counted in one query. */
async function withNewJobs(db: Db, searches: SavedSearchRecord[]): Promise<SavedSearch[]> {
  const counts = await countNewJobs(db, searches);
  return searches.map((search) => {
    const { count, capped } = counts.get(search.id) ?? { count: 0, capped: false };
    return { ...search, new_jobs: count, new_jobs_capped: capped };
  });
}

async function oneWithNewJobs(db: Db, search: SavedSearchRecord | undefined) {
  if (!search) throw notFound();
  const [view] = await withNewJobs(db, [search]);
  if (!view) throw notFound();
  return view;
}

const errors = { 400: apiErrorBodySchema, 404: apiErrorBodySchema, ...guardErrors };

/**
 * Saved searches under /api/applicant (DESIGN §5): "Save Search" keeps the job search's
 * filters; the list tells how many matching jobs are new since the search was last checked.
 */
export const savedSearchesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is the applicant's: 401 or 403 before any id or body is checked.
  app.addHook('preValidation', app.requireRole('applicant'));

  app.get(
    '/saved-searches',
    {
      schema: {
        tags: [APPLICANT_TAG],
        summary: "The applicant's saved searches, newest first, with their new jobs",
        response: { 200: savedSearchListSchema, ...guardErrors },
      },
    },
    async (request) => {
      const searches = await listSavedSearches(app.db, currentUser(request).id);
      return withNewJobs(app.db, searches);
    },
  );

  app.post(
    '/saved-searches',
    {
      schema: {
        tags: [APPLICANT_TAG],
        summary: 'Save a search',
        body: savedSearchPayloadSchema,
        response: { 201: savedSearchSchema, 409: apiErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      checkNearSearch(request.body.filters, 'filters.');
      const search = await createSavedSearch(app.db, currentUser(request).id, request.body);
      return reply.status(201).send(await oneWithNewJobs(app.db, search));
    },
  );

  app.put(
    '/saved-searches/:id',
    {
      schema: {
        tags: [APPLICANT_TAG],
        summary: 'Rename a saved search and replace its filters',
        params: savedSearchParamsSchema,
        body: savedSearchPayloadSchema,
        response: { 200: savedSearchSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      checkNearSearch(request.body.filters, 'filters.');
      const search = await updateSavedSearch(app.db, currentUser(request).id, id, request.body);
      return oneWithNewJobs(app.db, search);
    },
  );

  app.delete(
    '/saved-searches/:id',
    {
      schema: {
        tags: [APPLICANT_TAG],
        summary: 'Delete a saved search',
        params: savedSearchParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const deleted = await deleteSavedSearch(app.db, currentUser(request).id, request.params.id);
      if (!deleted) throw notFound();
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/saved-searches/:id/checked',
    {
      schema: {
        tags: [APPLICANT_TAG],
        summary: "Mark a saved search's jobs as seen (none is new any more)",
        params: savedSearchParamsSchema,
        response: { 200: savedSearchSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const search = await markSavedSearchChecked(app.db, currentUser(request).id, id);
      return oneWithNewJobs(app.db, search);
    },
  );
};
