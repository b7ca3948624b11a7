import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/create-db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Makes the database available to every route as `app.db`. */
export function registerDb(app: FastifyInstance, db: Db, options: { destroyOnClose: boolean }) {
  app.decorate('db', db);
  if (options.destroyOnClose) {
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  }
}
