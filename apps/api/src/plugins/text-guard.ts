import { UNSAFE_TEXT_MESSAGE, findUnsafeText } from '@firstshift/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { isApiPath } from './error-handler';

/**
 * Refuses, before any route sees it, a request to the API whose path parameters, query or parsed
 * body hold unsafe text (a NUL character or broken Unicode, see the domain's safe-text): 400 with
 * the field. Multipart fields are read by their route and checked by parsePayload.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!isApiPath(request.url)) return;
    for (const part of [request.params, request.query, request.body]) {
      const field = findUnsafeText(part);
      if (field !== null) throw new HttpError(400, UNSAFE_TEXT_MESSAGE, field || undefined);
    }
  });
}
