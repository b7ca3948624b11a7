import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../lib/page-head';
import { MAX_ID } from '../../lib/ids';
import { wholeNumberParam } from '../../lib/route-schemas';
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

/** /sitemap.xml lists the landing page, the job list and every active job; /robots.txt. */
export const jobSitemapRoutes: FastifyPluginAsyncZod<SitemapOptions> = async (app, options) => {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const hide = { schema: { hide: true } };

  const jobEntries = async (origin: string, offset: number, limit: number) =>
    (await listActiveJobsForSitemap(app.db, offset, limit)).map((job) =>
      urlEntry(`${origin}/jobs/${job.id}`, job.updated_at),
    );

  app.get('/sitemap.xml', hide, async (_request, reply) => {
    const origin = app.siteOrigin();
    const total = (await countActiveJobs(app.db)) + STATIC_PATHS.length;
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    if (total <= maxUrls) {
      const entries = [
        ...STATIC_PATHS.map((p) => urlEntry(`${origin}${p}`)),
        ...(await jobEntries(origin, 0, maxUrls)),
      ];
      return `${XML_HEADER}<urlset xmlns="${NS}">\n${entries.join('\n')}\n</urlset>\n`;
    }
    const files = Math.ceil(total / maxUrls);
    const sitemaps = Array.from(
      { length: files },
      (_, i) => `<sitemap><loc>${escapeHtml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
    );
    return `${XML_HEADER}<sitemapindex xmlns="${NS}">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
  });

  // File n of the index: the static pages lead file 1, then the jobs in id order.
  const fileParams = z.object({
    n: wholeNumberParam('Sitemap number').max(MAX_ID, { message: 'Sitemap number is too large' }),
  });
  app.get(
    '/sitemap-:n.xml',
    { schema: { hide: true, params: fileParams } },
    async (request, reply) => {
      const { n } = request.params;
      const origin = app.siteOrigin();
      const start = (n - 1) * maxUrls;
      const statics = STATIC_PATHS.slice(start).map((p) => urlEntry(`${origin}${p}`));
      const jobOffset = Math.max(0, start - STATIC_PATHS.length);
      const jobs = await jobEntries(origin, jobOffset, maxUrls - statics.length);
      if (statics.length + jobs.length === 0) {
        reply.callNotFound();
        return;
      }
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return `${XML_HEADER}<urlset xmlns="${NS}">\n${[...statics, ...jobs].join('\n')}\n</urlset>\n`;
    },
  );

  app.get('/robots.txt', hide, async (_request, reply) => {
    const origin = app.siteOrigin();
    reply.type('text/plain; charset=utf-8');
    return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
  });
};
