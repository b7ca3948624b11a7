import type { FastifyInstance } from 'fastify';
import { isApiPath } from './error-handler';

const PRIVATE = 'private, no-store';

/**
 * Cache-Control of every API answer, in one place. An answer to a request that carries a bearer
 * token depends on whose it is (a dashboard, favourite marks, the owner's view of a job), and
 * answers that hand out credentials (sign-in, registration, the Google exchange, a password
 * change) carry a token: no cache may keep either. So every API answer is `private, no-store`,
 * except a public answer (no Authorization header) whose route chose its own caching; that one
 * varies on Authorization, so a shared cache never serves it to a signed-in request.
 */
export function registerPrivateResponses(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    if (request.headers.authorization === undefined && reply.hasHeader('cache-control')) {
      reply.header('vary', 'authorization');
      return;
    }
    reply.header('cache-control', PRIVATE);
  });
}
