import type { FastifyInstance } from 'fastify';
import { TtlCache } from '../lib/ttl-cache';

/** One page of the public list, kept as the JSON text it is sent as. */
export interface CachedJobPage {
  body: string;
  total: number;
  totalIsCapped: boolean;
}

/**
 * Public job reads shared between requests for a few seconds (docs/decisions/005), kept as the
 * JSON text they are sent as, so a repeated read costs neither a query nor a serialisation.
 * Routes that change a job call `app.publicJobCache.clear()` so this instance shows it at once.
 */
export interface PublicJobCache {
  pages: TtlCache<CachedJobPage>;
  /** A job's details as JSON text, or null for "Job not found". */
  details: TtlCache<string | null>;
  clear: () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicJobCache: PublicJobCache;
  }
}

export function registerPublicJobCache(app: FastifyInstance, ttlMs: number) {
  const pages = new TtlCache<CachedJobPage>(ttlMs, 1000);
  const details = new TtlCache<string | null>(ttlMs, 5000);
  app.decorate('publicJobCache', {
    pages,
    details,
    clear: () => {
      pages.clear();
      details.clear();
    },
  });
}
