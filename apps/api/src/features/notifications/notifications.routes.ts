import { apiErrorBodySchema, notificationsSchema } from '@firstshift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';

const SHOWN = 20;
const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema };

/**
 * The signed-in user's in-app notifications under /api/notifications: the newest 20 with the
 * number unread, and marking them read. Each user only ever reads their own.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'The newest notifications and how many are unread',
        response: { 200: notificationsSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const [rows, unread] = await Promise.all([
        app.db
          .selectFrom('notifications')
          .select(['id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(SHOWN)
          .execute(),
        app.db
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('user_id', '=', userId)
          .where('read_at', 'is', null)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        notifications: rows.map(({ read_at, ...row }) => ({ ...row, read: read_at !== null })),
        unread: Number(unread.count),
      };
    },
  );

  app.post(
    '/read',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification as read',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.db
        .updateTable('notifications')
        .set({ read_at: new Date().toISOString() })
        .where('user_id', '=', currentUser(request).id)
        .where('read_at', 'is', null)
        .execute();
      return reply.status(204).send(null);
    },
  );
};
