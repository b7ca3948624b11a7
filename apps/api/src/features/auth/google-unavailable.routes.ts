import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Where the SPA explains that "Continue with Google" cannot be used on this server. */
export const GOOGLE_UNAVAILABLE_PATH = '/applicant/login?google=unavailable';

/**
 * GET /api/auth/google/login on a server without GOOGLE_CLIENT_ID: the browser is sent back to
 * the sign-in screen, which says Google sign-in is unavailable, instead of meeting an error.
 */
export const googleUnavailableRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/google/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start Google sign-in (not configured on this server: back to sign-in)',
        querystring: z.looseObject({ role: z.string().optional() }),
      },
    },
    async (_request, reply) => reply.redirect(GOOGLE_UNAVAILABLE_PATH, 303),
  );
};
