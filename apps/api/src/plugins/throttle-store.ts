import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/create-db';
import { databaseThrottleStore } from '../lib/throttle-store/database-throttle-store';
import { redisThrottleStore } from '../lib/throttle-store/redis-throttle-store';
import type { ThrottleStore } from '../lib/throttle-store/throttle-store';

declare module 'fastify' {
  interface FastifyInstance {
    throttleStore: ThrottleStore;
  }
}

export const DEFAULT_REDIS_KEY_PREFIX = 'firstshift:throttle:';

export interface ThrottleStoreOptions {
  redisUrl: string | undefined;
  redisKeyPrefix?: string;
}

/**
 * Makes the rate-limit counters available as `app.throttleStore`: in Redis when REDIS_URL is set
 * (shared by every instance using it, closed with the app), otherwise in the database.
 */
export async function registerThrottleStore(
  app: FastifyInstance,
  db: Db,
  options: ThrottleStoreOptions,
) {
  if (!options.redisUrl) {
    app.decorate('throttleStore', databaseThrottleStore(db));
    return;
  }
  const store = redisThrottleStore({
    url: options.redisUrl,
    keyPrefix: options.redisKeyPrefix ?? DEFAULT_REDIS_KEY_PREFIX,
    log: app.log,
  });
  app.decorate('throttleStore', store);
  app.addHook('onClose', async () => {
    await store.close();
  });
  // Wait for the first connection so early requests are counted; an unreachable Redis only
  // logs a warning and the API starts anyway.
  await store.connecting;
}
