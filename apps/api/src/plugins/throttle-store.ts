import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/create-db';
import { databaseThrottleStore } from '../lib/throttle-store/database-throttle-store';
import { redisThrottleStore } from '../lib/throttle-store/redis-throttle-store';
import type { ThrottleStore } from '../lib/throttle-store/throttle-store';
import { registerRetryAfter } from '../lib/too-many-requests';

declare module 'fastify' {
  interface FastifyInstance {
    throttleStore: ThrottleStore;
  }
}

// v2: counters became hashes judged by the API's clock (docs/decisions/021); the plain
// counters of earlier versions under `firstshift:throttle:` expire by themselves.
export const DEFAULT_REDIS_KEY_PREFIX = 'firstshift:throttle:v2:';

export interface ThrottleStoreOptions {
  redisUrl: string | undefined;
  redisKeyPrefix?: string;
}

/**
 * Makes the rate-limit counters available as `app.throttleStore`: in Redis when REDIS_URL is set
 * (shared by every instance using it, closed with the app, and in the database while Redis
 * cannot be reached), otherwise in the database. Their 429 answers carry Retry-After.
 */
export async function registerThrottleStore(
  app: FastifyInstance,
  db: Db,
  options: ThrottleStoreOptions,
) {
  registerRetryAfter(app);
  const database = databaseThrottleStore(db);
  if (!options.redisUrl) {
    app.decorate('throttleStore', database);
    return;
  }
  const store = redisThrottleStore({
    url: options.redisUrl,
    keyPrefix: options.redisKeyPrefix ?? DEFAULT_REDIS_KEY_PREFIX,
    fallback: database,
    log: app.log,
  });
  app.decorate('throttleStore', store);
  app.addHook('onClose', async () => {
    await store.close();
  });
  // Wait for the first connection so early requests are counted in Redis; an unreachable Redis
  // logs a warning and the API starts anyway, counting in the database.
  await store.connecting;
}
