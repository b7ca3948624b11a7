import { sql } from 'kysely';
import type { Db } from '../../db/create-db';
import type { ThrottleStore } from './throttle-store';

/** Counters in the `throttle_counters` table, one upsert per counted request. */
export function databaseThrottleStore(db: Db): ThrottleStore {
  async function peek(key: string, now: Date) {
    const row = await db
      .selectFrom('throttle_counters')
      .select(['count', 'reset_at'])
      .where('key', '=', key)
      .where('reset_at', '>', now.toISOString())
      .executeTakeFirst();
    return row ? { count: row.count, resetAt: row.reset_at } : undefined;
  }

  return {
    async hit(key, windowMinutes, now) {
      const nowIso = now.toISOString();
      const resetAt = new Date(now.getTime() + windowMinutes * 60_000).toISOString();
      const row = await db
        .insertInto('throttle_counters')
        .values({ key, count: 1, reset_at: resetAt })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when throttle_counters.reset_at <= ${nowIso} then 1 else throttle_counters.count + 1 end`,
            reset_at: sql<string>`case when throttle_counters.reset_at <= ${nowIso} then ${resetAt} else throttle_counters.reset_at end`,
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow();
      return { count: row.count, resetAt: row.reset_at };
    },

    peek,

    async hold(key, until, now) {
      const untilIso = until.toISOString();
      // One statement, so of two simultaneous calls only one finds the earlier hold ended.
      const taken = await db
        .insertInto('throttle_counters')
        .values({ key, count: 1, reset_at: untilIso })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({ count: 1, reset_at: untilIso })
            .where('throttle_counters.reset_at', '<=', now.toISOString()),
        )
        .returning('key')
        .executeTakeFirst();
      if (taken) return undefined;
      // The earlier hold may end between the two statements: it ends now, then.
      return (await peek(key, now))?.resetAt ?? now.toISOString();
    },

    async clear(key) {
      await db.deleteFrom('throttle_counters').where('key', '=', key).execute();
    },

    // Down only with the database, which /api/health checks itself.
    degradedReason: () => undefined,
  };
}
