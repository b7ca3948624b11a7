import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../lib/page-head';
import { MAX_ID } from '../../lib/ids';
import { wholeNumberParam } from '../../lib/route-schemas';
import { countCompaniesWithOpenJobs, listCompaniesForSitemap } from './company.repository';
import { countActiveJobs, listActiveJobsForSitemap } from './jobs.repository';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
const STATIC_PATHS = ['/', '/jobs'];

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlEntry(loc: string, lastmod?: string): string {
  const modified = lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : '';
  return `<url><loc>${escapeHtml(loc)}</loc>${modified}</url>`;
}

export interface SitemapOptions {
  /** URLs per sitemap file; beyond it /sitemap.xml becomes an index of /sitemap-{n}.xml files. */
  maxUrls?: number;
}

/** Part of the sitemap: its URLs in a lasting order, and how many there are. */
interface SitemapSection {
  count: () => Promise<number>;
  entries: (origin: string, offset: number, limit: number) => Promise<string[]>;
}

/**
 * /sitemap.xml lists the landing page, the job list, the page of every company with an open job
 * and every active job; /robots.txt.
 */
export const jobSitemapRoutes: FastifyPluginAsyncZod<SitemapOptions> = async (app, options) => {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const hide = { schema: { hide: true } };

  // In this order: the few static pages, the companies, then the many jobs.
  const sections: SitemapSection[] = [
    {
      count: () => Promise.resolve(STATIC_PATHS.length),
      entries: (origin, offset, limit) =>
        Promise.resolve(
          STATIC_PATHS.slice(offset, offset + limit).map((p) => urlEntry(`${origin}${p}`)),
        ),
    },
    {
      count: () => countCompaniesWithOpenJobs(app.db),
      entries: async (origin, offset, limit) =>
        (await listCompaniesForSitemap(app.db, offset, limit)).map((company) =>
          urlEntry(`${origin}/companies/${company.id}`),
        ),
    },
    {
      count: () => countActiveJobs(app.db),
      entries: async (origin, offset, limit) =>
        (await listActiveJobsForSitemap(app.db, offset, limit)).map((job) =>
          urlEntry(`${origin}/jobs/${job.id}`, job.updated_at),
        ),
    },
  ];

  /** The URLs from `start`, at most `limit` of them, across the sections. */
  async function entriesFrom(origin: string, start: number, limit: number): Promise<string[]> {
    const entries: string[] = [];
    let sectionStart = 0;
    for (const [index, section] of sections.entries()) {
      if (entries.length >= limit) break;
      const offset = Math.max(0, start - sectionStart);
      entries.push(...(await section.entries(origin, offset, limit - entries.length)));
      // The last section's size is not needed: it is read from its offset to the end.
      if (index < sections.length - 1) sectionStart += await section.count();
    }
    return entries;
  }

  app.get('/sitemap.xml', hide, async (_request, reply) => {
    const origin = app.siteOrigin();
    const counts = await Promise.all(sections.map((section) => section.count()));
    const total = counts.reduce((sum, count) => sum + count, 0);
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    if (total <= maxUrls) {
      const entries = await entriesFrom(origin, 0, maxUrls);
      return `${XML_HEADER}<urlset xmlns="${NS}">\n${entries.join('\n')}\n</urlset>\n`;
    }
    const files = Math.ceil(total / maxUrls);
    const sitemaps = Array.from(
      { length: files },
      (_, i) => `<sitemap><loc>${escapeHtml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
    );
    return `${XML_HEADER}<sitemapindex xmlns="${NS}">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
  });

  // File n of the index.
  const fileParams = z.object({
    n: wholeNumberParam('Sitemap number', {
      value: MAX_ID,
      message: 'Sitemap number is too large',
    }),
  });
  app.get(
    '/sitemap-:n.xml',
    { schema: { hide: true, params: fileParams } },
    async (request, reply) => {
      const { n } = request.params;
      const entries = await entriesFrom(app.siteOrigin(), (n - 1) * maxUrls, maxUrls);
      if (entries.length === 0) {
        reply.callNotFound();
        return;
      }
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return `${XML_HEADER}<urlset xmlns="${NS}">\n${entries.join('\n')}\n</urlset>\n`;
    },
  );

  app.get('/robots.txt', hide, async (_request, reply) => {
    const origin = app.siteOrigin();
    reply.type('text/plain; charset=utf-8');
    return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
  });
};
