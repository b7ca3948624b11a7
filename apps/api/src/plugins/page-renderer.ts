import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pathToFileURL } from 'node:url';
import { statIfAny } from '../lib/stat-if-any';

/** A page the web build rendered, in the three places of index.html it goes. */
export interface RenderedPage {
  /** 200, or 404 for a job that does not exist. */
  status: number;
  /** For the end of <head>: the page's CSS and preloads. */
  head: string;
  /** The markup inside <div id="root">. */
  root: string;
  /** For after the root element: the state the page was rendered from. */
  body: string;
}

/** What the web build's server renderer (apps/web/src/entry-server.tsx) exports. */
interface RendererModule {
  setServerApiTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  renderPage(url: URL, phone: boolean): Promise<RenderedPage | null>;
}

/** Renders the page a request asks for; null when it is not a server-rendered page. */
export type RenderPage = (url: URL, request: FastifyRequest) => Promise<RenderedPage | null>;

// The browsers that say they are phones (MDN's advice: "Mobi" in the user agent). Only the
// first paint starts from this guess; the page's media queries decide after it.
const PHONE_AGENT = /Mobi|iPhone|iPod/i;

function isRendererModule(value: unknown): value is RendererModule {
  const module = value as Partial<RendererModule> | null;
  return (
    typeof module?.renderPage === 'function' && typeof module.setServerApiTransport === 'function'
  );
}

/** The headers of an injected answer, as the Fetch API's Headers. */
function fetchHeaders(headers: Record<string, string | string[] | number | undefined>): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, String(item));
  }
  return result;
}

/**
 * The server renderer of the web build (docs/decisions/033), or undefined when there is none
 * (the web app not built, or built before server rendering): pages are then sent unrendered
 * and the browser renders them, as before.
 *
 * The pages' API requests are answered in process (`inject`), as a signed-out visitor, through
 * the same routes, validation and public read cache as the browser's. The module is loaded
 * again when the web app is rebuilt, so the markup always matches the scripts index.html names.
 */
export function pageRenderer(
  app: FastifyInstance,
  file: string,
  /** Answers a request itself, as its route would, or undefined to let the route answer. */
  answerDirectly: (method: string, url: URL) => Promise<Response | undefined> = async () =>
    undefined,
): RenderPage {
  let loaded: { mtimeMs: number; module: RendererModule | undefined } | undefined;

  const transport = async (url: string, init: RequestInit): Promise<Response> => {
    const method = init.method ?? 'GET';
    const direct = await answerDirectly(method, new URL(url, 'http://localhost'));
    if (direct) return direct;
    const answer = await app.inject({
      method: method as 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: fetchHeaders(answer.headers),
    });
  };

  const current = async (): Promise<RendererModule | undefined> => {
    const mtimeMs = statIfAny(file)?.mtimeMs;
    if (mtimeMs === undefined) return undefined;
    if (loaded?.mtimeMs !== mtimeMs) {
      const href = `${pathToFileURL(file).href}?built=${mtimeMs}`;
      const module: unknown = await import(href);
      if (isRendererModule(module)) module.setServerApiTransport(transport);
      else
        app.log.warn(
          { file },
          'The server renderer does not export renderPage; pages are sent unrendered',
        );
      loaded = { mtimeMs, module: isRendererModule(module) ? module : undefined };
    }
    return loaded.module;
  };

  return async (url, request) => {
    const module = await current();
    if (!module) return null;
    const phone = PHONE_AGENT.test(request.headers['user-agent'] ?? '');
    const key = `${phone ? 'phone' : 'wide'} ${url.pathname}${url.search}`;
    return app.publicJobCache.renderings.getOrLoad(key, () => module.renderPage(url, phone));
  };
}
