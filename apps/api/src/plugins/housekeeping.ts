import type { FastifyInstance } from 'fastify';
import { purgeExpired } from '../features/housekeeping/purge-expired';
import { registerPeriodicTask } from './periodic-task';

const HOUR_MS = 60 * 60_000;

/**
 * Purges expired sessions, sign-in attempts, reset links, rate-limit windows and old delivered
 * mail when the server starts listening and every hour after (several instances may run it at
 * once: each delete is idempotent).
 */
export function registerHousekeeping(app: FastifyInstance, intervalMs: number = HOUR_MS): void {
  registerPeriodicTask(app, 'purging expired rows', intervalMs, async () => {
    const counts = await purgeExpired(app.db);
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    if (total > 0) app.log.info({ purged: counts }, 'expired rows purged');
  });
}
