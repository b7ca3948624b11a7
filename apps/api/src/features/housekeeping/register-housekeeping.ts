import type { FastifyInstance } from 'fastify';
import { SEARCH_INDEXES, mergeSearchIndex } from '../../db/search-index';
import { registerPeriodicTask } from '../../plugins/periodic-task';
import { closePastDeadlines } from './close-past-deadlines';
import { purgeExpired } from './purge-expired';
import { sweepUploads } from './sweep-uploads';

const HOUR_MS = 60 * 60_000;

/**
 * Purges expired sessions, sign-in attempts, reset links, rate-limit windows and old delivered
 * mail, takes off the board the jobs whose application deadline passed, sweeps what a crash left
 * in the upload folder, and merges SQLite's search index when it has split into many segments,
 * when the server starts listening and every hour after (several instances may run it at once:
 * each delete and each closing is idempotent, each merge step a write).
 * Called by app.ts; needs `app.fileStorage` (registerStorage) first.
 */
export function registerHousekeeping(app: FastifyInstance, intervalMs: number = HOUR_MS): void {
  registerPeriodicTask(app, 'purging expired rows', intervalMs, async () => {
    const counts = await purgeExpired(app.db);
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    if (total > 0) app.log.info({ purged: counts }, 'expired rows purged');
  });
  registerPeriodicTask(app, 'closing jobs past their deadline', intervalMs, async () => {
    const closed = await closePastDeadlines(app.db);
    if (closed > 0) {
      // The closed jobs leave the shared public reads at once, not when they expire.
      await app.publicJobCache.clear();
      app.log.info({ closed }, 'jobs past their application deadline closed');
    }
  });
  // A task of its own: a failing disk must not stop the purge, nor the reverse.
  registerPeriodicTask(app, 'sweeping upload leftovers', intervalMs, async () => {
    const counts = await sweepUploads(app.db, app.fileStorage);
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    if (total > 0) app.log.info({ swept: counts }, 'upload leftovers swept');
  });
  registerPeriodicTask(app, 'merging the search index', intervalMs, async () => {
    for (const index of SEARCH_INDEXES) {
      const merged = await mergeSearchIndex(app.db, index);
      if (merged.steps > 0) app.log.info({ index, ...merged }, 'search index merged');
    }
  });
}
