import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The site's origin for absolute links (mails, canonical URLs, sitemap, JSON-LD, the Google
     * redirect URI): PUBLIC_URL when set, else the origin this server listens on, as `npm start`
     * prints it. Never taken from a request: a forged Host header must not choose where a
     * password reset link points.
     */
    siteOrigin: () => string;
  }
}

const WILDCARD_OR_LOOPBACK = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/** The origin a server listening on `host`:`port` is reached at from this machine. */
export function listenOrigin(host: string, port: number): string {
  if (WILDCARD_OR_LOOPBACK.has(host)) return `http://localhost:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

export function registerSiteOrigin(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'port' | 'host'>,
) {
  let origin = config.publicUrl ?? listenOrigin(config.host, config.port);
  if (!config.publicUrl) {
    // PORT=0 picks a free port: the origin is known once the server listens.
    app.addHook('onListen', async () => {
      const address = app.server.address();
      if (address && typeof address === 'object') origin = listenOrigin(config.host, address.port);
    });
  }
  app.decorate('siteOrigin', () => origin);
}
