import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

const healthSchema = z.object({
  status: z
    .enum(['ok', 'degraded', 'error'])
    .describe(
      'ok: everything works; degraded: the API serves, with reasons (200); error: the database is down (503)',
    ),
  database: z.enum(['up', 'down']),
  reasons: z
    .array(z.string())
    .optional()
    .describe(
      'What does not work as configured, e.g. "Redis unreachable: rate limits use the database"',
    ),
});

/**
 * GET /api/health for load balancers (docs/decisions/021): 503 only when the database does not
 * answer, since nothing works without it. A degraded API — Redis unreachable, so the rate limits
 * are counted in the database — answers 200 with the reasons: taking instances out of rotation
 * for it would stop traffic the API can serve.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Reports whether the API can serve: ok, degraded (with reasons) or error',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        return reply.status(503).send({ status: 'error', database: 'down' });
      }
      const reason = app.throttleStore.degradedReason();
      if (reason)
        return { status: 'degraded' as const, database: 'up' as const, reasons: [reason] };
      return { status: 'ok' as const, database: 'up' as const };
    },
  );
};
