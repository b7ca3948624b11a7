import type { JobDetail } from '@firstshift/domain';
import type { FastifyInstance } from 'fastify';
import type { JobPage } from '../features/jobs/jobs.repository';
import { TtlCache } from '../lib/ttl-cache';

/**
 * Public job reads shared between requests for a few seconds (docs/decisions/005). Routes that
 * change a job call `app.publicJobCache.clear()` so this instance shows the change at once.
 */
export interface PublicJobCache {
  pages: TtlCache<JobPage>;
  details: TtlCache<JobDetail | null>;
  clear: () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicJobCache: PublicJobCache;
  }
}

export function registerPublicJobCache(app: FastifyInstance, ttlMs: number) {
  const pages = new TtlCache<JobPage>(ttlMs, 1000);
  const details = new TtlCache<JobDetail | null>(ttlMs, 5000);
  app.decorate('publicJobCache', {
    pages,
    details,
    clear: () => {
      pages.clear();
      details.clear();
    },
  });
}
