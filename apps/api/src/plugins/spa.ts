import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { PageGzip, splitPage, type PageText } from '../lib/page-gzip';
import { statIfAny } from '../lib/stat-if-any';
import { headOfPage, injectNotFoundHead, injectPageHead, type PageFacts } from '../lib/page-head';
import { apiNotFound, isApiPath } from './error-handler';
import type { RenderedPage, RenderPage } from './page-renderer';

export interface SpaOptions {
  /** The SPA build (index.html and assets/). */
  distDir: string;
  /** A page's own head tags, or its 404; null to serve index.html unchanged. */
  pageFacts?: (pathname: string, request: FastifyRequest) => Promise<PageFacts | null>;
  /** Renders the public pages into the first response (docs/decisions/033). */
  renderPage?: RenderPage;
  /** Runs the work of one page request (its facts and its render) in a scope of its own. */
  pageScope?: <T>(run: () => Promise<T>) => Promise<T>;
}

const ROOT_ELEMENT = '<div id="root"></div>';

// The app's scripts, which a rendered page needs only to become interactive, not to be seen.
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const PRELOADS = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;
/** Starts the app once the rendered page is painted (apps/web/public). */
const START_AFTER_PAINT = '/start-after-paint.js';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** index.html as read from the build, and made ready once for the pages rendered into it. */
interface IndexPage {
  html: string;
  /** index.html without its scripts, and the tag that starts them after the first paint. */
  forRendering: { html: string; starter: string } | undefined;
}

/**
 * The page is on screen before its scripts run, so they are not even asked for until it has
 * been painted: a small script names them and adds them then (docs/decisions/035). Requested
 * beside the page, Lighthouse counted them as part of its largest paint. Undefined when a
 * rendered page has nowhere to go in this index.html.
 */
function forRendering(indexHtml: string): IndexPage['forRendering'] {
  if (!indexHtml.includes(ROOT_ELEMENT) || !indexHtml.includes('</head>')) return undefined;
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) return { html: indexHtml, starter: '' };
  const preloads = [...indexHtml.matchAll(PRELOADS)].map((match) => match[1] ?? '');
  return {
    html: indexHtml.replace(ENTRY_SCRIPT, '').replace(PRELOADS, ''),
    starter: `<script src="${START_AFTER_PAINT}" data-entry="${attribute(entry)}" data-preload="${attribute(preloads.join(' '))}" defer></script>`,
  };
}

/** Each template seen (index.html, with a page's head tags stripped or not), split once. */
const splitTemplates = new Map<string, PageText>();

function splitTemplate(template: string): PageText {
  let split = splitTemplates.get(template);
  if (!split) {
    split = splitPage(template);
    // The head's end and the root element must lie in the rest, where they are filled in.
    if (split.shared.includes('</head>') || split.shared.includes(ROOT_ELEMENT)) {
      split = { shared: '', rest: template };
    }
    if (splitTemplates.size >= 8) splitTemplates.clear();
    splitTemplates.set(template, split);
  }
  return split;
}

/** The page with its head tags (from `facts`) and a rendered page in it. */
function withRenderedPage(
  prepared: NonNullable<IndexPage['forRendering']>,
  facts: PageFacts | null,
  page: RenderedPage,
): PageText {
  const { template, beforeHeadEnd } = headOfPage(prepared.html, facts);
  const { shared, rest } = splitTemplate(template);
  const head = `${beforeHeadEnd ?? ''}${prepared.starter}${page.head}`;
  return {
    shared,
    rest: rest
      .replace('</head>', () => `${head}</head>`)
      .replace(ROOT_ELEMENT, () => `<div id="root">${page.root}</div>${page.body}`),
  };
}

const NOT_BUILT_MESSAGE =
  'The web app has not been built yet. Run `npm run build` (or `npm start`, which builds it); this page then works without a restart.\n';

// Vite puts content-hashed files under /assets/: a new build gets new names, so they never go
// stale; index.html must be revalidated so that it points at the current build.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

// Every page is index.html's head and stylesheet (about 25 KB) and then the page's own markup.
// gzip compresses the shared part once and each page only its own (lib/page-gzip.ts): a fifth of
// the work of compressing the page, for 7 % more bytes than Brotli (docs/decisions/046). Brotli,
// for a client that takes nothing else, cannot be continued so and compresses the whole page.
// Both run in the request's own turn: a hand-off to libuv's thread pool and back costs a page
// more time than the compression, and with one server process per core the pool has no core of
// its own to run on.
const pageGzip = new PageGzip();
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * Whether an Accept-Encoding header takes `coding`: named, or `*`, with a weight above 0
 * ("gzip;q=0" refuses gzip).
 */
export function acceptsEncoding(header: string | undefined, coding: string): boolean {
  let wildcard = false;
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((item) => item.trim());
    const weight = params.find((param) => param.startsWith('q='));
    const accepted = weight === undefined || Number(weight.slice(2)) > 0;
    if (name === coding) return accepted;
    if (name === '*') wildcard = accepted;
  }
  return wildcard;
}

/** Sends an HTML page compressed as the browser accepts (gzip, else Brotli, else as it is). */
function sendHtml(request: FastifyRequest, reply: FastifyReply, { shared, rest }: PageText) {
  reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE);
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  if (acceptsEncoding(accepted, 'gzip')) {
    return reply.header('content-encoding', 'gzip').send(pageGzip.compress({ shared, rest }));
  }
  const html = `${shared}${rest}`;
  if (acceptsEncoding(accepted, 'br')) {
    return reply.header('content-encoding', 'br').send(brotliCompressSync(html, BROTLI_OPTIONS));
  }
  return reply.send(html);
}

/**
 * Serves the built SPA: files as they are, and index.html for every other GET outside /api
 * (the SPA's router owns those paths), with the page's own head tags where a page has them.
 * Unknown /api paths answer a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const indexFile = path.join(options.distDir, 'index.html');
  // Looked up per request, not once at start-up: a rebuild of the SPA (new hashed asset names)
  // is served at once, and a server started before the first build starts serving it. A stat
  // tells whether the file changed; it is read again only then.
  let index: (IndexPage & { version: string }) | undefined;
  const currentIndex = async (): Promise<IndexPage | undefined> => {
    const info = statIfAny(indexFile);
    if (!info?.isFile()) return undefined;
    const version = `${info.ino} ${info.size} ${info.mtimeMs} ${info.ctimeMs}`;
    if (index?.version !== version) {
      const html = await readFile(indexFile, 'utf8').catch(() => undefined);
      if (html === undefined) return undefined;
      index = { version, html, forRendering: forRendering(html) };
    }
    return index;
  };
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

  // A page that fails to render is sent unrendered: the browser renders it and asks for its data.
  const render = async (url: URL, request: FastifyRequest) => {
    try {
      return (await options.renderPage?.(url, request)) ?? null;
    } catch (error) {
      request.log.error({ err: error }, 'Server rendering failed; the page is sent unrendered');
      return null;
    }
  };

  const serveApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://localhost');
    const { pathname } = url;
    if (isApiPath(pathname)) {
      return reply.status(404).send(apiNotFound(request.method, request.url));
    }
    // A missing file (a stale hashed asset, a typo'd image) is a 404, never the HTML page.
    if (!['GET', 'HEAD'].includes(request.method) || path.posix.extname(pathname) !== '') {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found\n');
    }
    const indexPage = await currentIndex();
    if (indexPage === undefined) {
      return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    }
    const pageScope = options.pageScope ?? ((run) => run());
    const [facts, page] = await pageScope(() =>
      Promise.all([
        options.pageFacts ? options.pageFacts(pathname, request) : null,
        render(url, request),
      ]),
    );
    reply.status(page?.status ?? facts?.status ?? 200);
    const prepared = page ? indexPage.forRendering : undefined;
    if (page && prepared) return sendHtml(request, reply, withRenderedPage(prepared, facts, page));
    const html = facts?.head
      ? injectPageHead(indexPage.html, facts.head)
      : facts?.status === 404
        ? injectNotFoundHead(indexPage.html, facts.title)
        : indexPage.html;
    return sendHtml(request, reply, splitPage(html));
  };
  // "/" is the root directory to the file server, so it gets its own route. So do the pages
  // rendered on the server (apps/web/src/app/server-pages.ts): the file server would otherwise
  // look each of them up in the build (a directory read and a stat or two) before giving up.
  for (const url of ['/', '/jobs', '/jobs/:id', '/companies/:id']) {
    app.get(url, { schema: { hide: true } }, serveApp);
  }
  app.setNotFoundHandler(serveApp);
}
