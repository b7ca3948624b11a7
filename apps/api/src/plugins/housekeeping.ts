import type { FastifyInstance } from 'fastify';
import { purgeExpired } from '../features/housekeeping/purge-expired';

const HOUR_MS = 60 * 60_000;

/**
 * Purges expired sessions, sign-in attempts, reset links, rate-limit windows and old delivered
 * mail when the server starts listening and every hour after (several instances may run it at
 * once: each delete is idempotent). An app used only through `inject` (tests) never runs it.
 */
export function registerHousekeeping(app: FastifyInstance, intervalMs: number = HOUR_MS): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const run = () => {
    running ??= purgeExpired(app.db)
      .then((counts) => {
        const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
        if (total > 0) app.log.info({ purged: counts }, 'expired rows purged');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'purging expired rows failed'))
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onListen', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
