// The server renderer of the public pages (docs/decisions/033): built by `vite build --ssr`
// into dist-server/, loaded by the API, which sends the page's HTML in its first response.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes, routes } from './app/routes';
import { ScrollRestoration } from './app/scroll-restoration';
import { SERVER_PAGE_PATHS, loadServerPage, serverPagePath } from './app/server-pages';
import { paths } from './config/paths';
import { setApiTransport, type ApiTransport } from './lib/api-client';
import { PAGE_STATE_ID, pageStateJson, type RenderedAs } from './lib/page-state';
import { createQueryClient } from './lib/query-client';

export type { ApiTransport };
/** The app's stylesheet, which the build writes into index.html (docs/decisions/044). */
export { staticStylesheet } from './theme/static-styles';

/** A rendered page, in the three places of index.html it goes. */
export interface RenderedPage {
  /** 200, or 404 for a job that does not exist. */
  status: number;
  /** For the end of <head>: the page's CSS, and the resources React asks to preload. */
  head: string;
  /** The markup that goes inside <div id="root">. */
  root: string;
  /** For after the root element: the state the page was rendered from (lib/page-state.ts). */
  body: string;
}

// React writes the preloads it finds (the logo image) before the markup; they belong in <head>.
const LEADING_PRELOADS = /^(?:<link [^>]*>)*/;

/** Where the pages' API requests go while rendering: the API answering in process. */
export function setServerApiTransport(transport: ApiTransport): void {
  setApiTransport(transport);
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders enough times for every screen's code to have loaded (three levels of React.lazy). */
const MAX_RENDERS = 4;
// Looked up once: making a date format costs about as much as the rest of a small page's render.
const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A Suspense boundary left for the browser to render. */
const CLIENT_RENDERED = '<!--$!-->';
// A Suspense boundary still pending in the output, or a script that would complete one.
const hasLateParts = (html: string) => html.includes('<!--$?-->') || html.includes('<script');

// The route table cut down to the page rendered, which it matches as the whole one does: React
// Router flattens, ranks and compiles to regular expressions every path of the table it is given
// on each render, so each kind of page (`kind` below) gets a table of its own route alone.
const publicLayout = routes.find(
  (route): route is NonIndexRouteObject => !route.index && route.path === paths.home.path,
);

function routeTableOf(path: string): RouteObject[] {
  const child = publicLayout?.children?.find((route) =>
    path === paths.home.path ? route.index : route.path === path,
  );
  if (!publicLayout || !child) throw new Error(`The route table renders no page at ${path}`);
  return [{ ...publicLayout, children: [child] }];
}

const routeTables = new Map(
  [paths.home.path, ...SERVER_PAGE_PATHS].map((path) => [path, routeTableOf(path)]),
);

function page(url: URL, queryClient: QueryClient, renderedAs: RenderedAs, kind: string) {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const element = (
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProvider queryClient={queryClient} renderedAs={renderedAs}>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <ScrollRestoration />
            <AppRoutes routeTable={routeTables.get(kind)} />
          </StaticRouter>
        </AppProvider>
      </CacheProvider>
    </StrictMode>
  );
  return { element, emotion, cache };
}

async function renderOnce(
  url: URL,
  queryClient: QueryClient,
  renderedAs: RenderedAs,
  kind: string,
) {
  const { element, emotion, cache } = page(url, queryClient, renderedAs, kind);
  const { prelude } = await prerenderToNodeStream(
    element,
    // Every part of the page inline, however large: React would otherwise send a big part
    // after the rest, with an inline script that the Content Security Policy refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await streamText(prelude), emotion, cache };
}

/**
 * The paths rendered once already in this process, whose screens' code (React.lazy) has
 * therefore loaded: React can render them at once, in one synchronous pass to a string, with
 * none of the streaming renderer's scheduling and byte encoding.
 */
const ready = new Set<string>();

function renderAtOnce(url: URL, queryClient: QueryClient, renderedAs: RenderedAs, kind: string) {
  const { element, emotion, cache } = page(url, queryClient, renderedAs, kind);
  return { html: renderToString(element), emotion, cache };
}

/**
 * Renders the page at `url` as a signed-out visitor sees it, or null when it is not one of the
 * server-rendered pages. `phone`: the request looks like a phone's (layouts start from it).
 */
export async function renderPage(url: URL, phone: boolean): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  const status = await loadServerPage(queryClient, url);
  if (status === null) return null;

  const renderedAs: RenderedAs = {
    phone,
    now: Date.now(),
    timeZone: SERVER_TIME_ZONE,
  };
  // Which page it is (its route's pattern), for the route table and for `ready`.
  const kind = serverPagePath(url.pathname);
  if (kind === null) return null;
  // A part whose code has not loaded yet (a search without results, the first time) makes
  // the synchronous renderer give that part up to the browser: render as the first time then.
  let rendered = ready.has(kind) ? renderAtOnce(url, queryClient, renderedAs, kind) : undefined;
  if (!rendered || rendered.html.includes(CLIENT_RENDERED)) {
    rendered = await renderOnce(url, queryClient, renderedAs, kind);
  }
  // A screen's code (React.lazy) loads during the first render of it in this process, and React
  // then sends that part of the page later, with an inline script that the Content Security
  // Policy refuses: render again, now that the code is here, until all of the page is inline.
  for (let attempt = 1; attempt < MAX_RENDERS && hasLateParts(rendered.html); attempt += 1) {
    rendered = await renderOnce(url, queryClient, renderedAs, kind);
  }
  if (hasLateParts(rendered.html))
    throw new Error(`${url.pathname} still waits for code after ${MAX_RENDERS} renders`);
  ready.add(kind);
  const { html, emotion, cache } = rendered;
  const preloads = LEADING_PRELOADS.exec(html)?.[0] ?? '';
  const root = html.slice(preloads.length);
  // A page drawn without Material UI (the landing page, a job's page for a visitor) has no
  // Emotion styles: no need to search its markup for them, nor to send an empty <style>.
  const styles =
    Object.keys(cache.inserted).length === 0
      ? ''
      : emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(root));
  const state = pageStateJson(queryClient, renderedAs);
  queryClient.clear();
  return {
    status,
    head: `${preloads}${styles}`,
    root,
    body: `<script type="application/json" id="${PAGE_STATE_ID}">${state}</script>`,
  };
}
