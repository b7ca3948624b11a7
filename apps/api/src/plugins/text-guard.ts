import { UNSAFE_TEXT_MESSAGE, findUnsafeText, nestedDeeperThan } from '@firstshift/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { isApiPath } from './error-handler';

/** Deeper than any body of the API (a job's shifts are four levels down). */
export const MAX_BODY_DEPTH = 16;
export const TOO_DEEP_MESSAGE =
  'This request holds data nested too deeply to be read. Send it as the form sends it.';

/**
 * Refuses, before any route sees it, a request to the API whose body holds arrays or objects
 * nested deeper than any of the API's (400), or whose path parameters, query or parsed body hold
 * unsafe text (a NUL character or broken Unicode, see the domain's safe-text): 400 with the field.
 * Multipart fields are read by their route and checked by parsePayload.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!isApiPath(request.url)) return;
    if (nestedDeeperThan(request.body, MAX_BODY_DEPTH)) {
      throw new HttpError(400, TOO_DEEP_MESSAGE);
    }
    for (const part of [request.params, request.query, request.body]) {
      const field = findUnsafeText(part);
      if (field !== null) throw new HttpError(400, UNSAFE_TEXT_MESSAGE, field || undefined);
    }
  });
}
