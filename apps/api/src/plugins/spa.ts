import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { injectPageHead, type PageHead } from '../lib/page-head';
import { apiNotFound, isApiPath } from './error-handler';

export interface SpaOptions {
  /** The SPA build (index.html and assets/). */
  distDir: string;
  /** Page-specific head tags for a path, or null to serve index.html unchanged. */
  pageHead?: (pathname: string, request: FastifyRequest) => Promise<PageHead | null>;
}

const NOT_BUILT_MESSAGE =
  'The web app has not been built yet. Run `npm run build` (or `npm start`, which builds it); this page then works without a restart.\n';

// Vite puts content-hashed files under /assets/: a new build gets new names, so they never go
// stale; index.html must be revalidated so that it points at the current build.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built SPA: files as they are, and index.html for every other GET outside /api
 * (the SPA's router owns those paths), with the page's own head tags where a page has them.
 * Unknown /api paths answer a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const indexFile = path.join(options.distDir, 'index.html');
  // Looked up per request, not once at start-up: a rebuild of the SPA (new hashed asset names)
  // is served at once, and a server started before the first build starts serving it.
  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    // The web build writes .br and .gz beside each text asset (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    cacheControl: false,
    suppressWarning: true,
    setHeaders: (reply, filePath) => {
      const relative = path.relative(options.distDir, filePath).split(path.sep);
      reply.header('cache-control', relative[0] === 'assets' ? IMMUTABLE : REVALIDATE);
    },
  });

  const serveApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = new URL(request.url, 'http://localhost').pathname;
    if (isApiPath(pathname)) {
      return reply.status(404).send(apiNotFound(request.method, request.url));
    }
    // A missing file (a stale hashed asset, a typo'd image) is a 404, never the HTML page.
    if (!['GET', 'HEAD'].includes(request.method) || path.posix.extname(pathname) !== '') {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found\n');
    }
    const indexHtml = await readFile(indexFile, 'utf8').catch(() => undefined);
    if (indexHtml === undefined) {
      return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    }
    const head = options.pageHead ? await options.pageHead(pathname, request) : null;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .send(head ? injectPageHead(indexHtml, head) : indexHtml);
  };
  // "/" is the root directory to the file server, so it gets its own route.
  app.get('/', { schema: { hide: true } }, serveApp);
  app.setNotFoundHandler(serveApp);
}
