import type { FastifyInstance } from 'fastify';
import { publish, subscribe } from '../lib/cluster-bus';
import { TtlCache } from '../lib/ttl-cache';
import type { RenderedPage } from './page-renderer';

/** One page of the public list, kept as the JSON text it is sent as. */
export interface CachedJobPage {
  body: string;
  total: number;
  totalIsCapped: boolean;
}

/**
 * Public job reads shared between requests for a few seconds (docs/decisions/005), kept as the
 * JSON text they are sent as, so a repeated read costs neither a query nor a serialisation.
 * Routes that change a job await `app.publicJobCache.clear()` before answering, which empties
 * it in every server process of this machine (WEB_CONCURRENCY), so the change shows at once.
 */
export interface PublicJobCache {
  pages: TtlCache<CachedJobPage>;
  /** A job's details as JSON text, or null for "Job not found". */
  details: TtlCache<string | null>;
  /** A company's page (one page of its jobs) as JSON text, or null for "Company not found". */
  companies: TtlCache<string | null>;
  /** Server-rendered public pages (null: not one of them), by address and phone or not. */
  renderings: TtlCache<RenderedPage | null>;
  clear: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicJobCache: PublicJobCache;
  }
}

const CLEAR_TOPIC = 'public-job-cache:clear';

export function registerPublicJobCache(app: FastifyInstance, ttlMs: number) {
  const pages = new TtlCache<CachedJobPage>(ttlMs, 1000);
  const details = new TtlCache<string | null>(ttlMs, 5000);
  const companies = new TtlCache<string | null>(ttlMs, 1000);
  // A rendered page is some 100 KB: fewer are kept.
  const renderings = new TtlCache<RenderedPage | null>(ttlMs, 200);
  const clearHere = () => {
    pages.clear();
    details.clear();
    companies.clear();
    renderings.clear();
  };
  const unsubscribe = subscribe(CLEAR_TOPIC, clearHere);
  app.addHook('onClose', async () => {
    unsubscribe();
  });
  app.decorate('publicJobCache', {
    pages,
    details,
    companies,
    renderings,
    clear: async () => {
      clearHere();
      await publish(CLEAR_TOPIC);
    },
  });
}
