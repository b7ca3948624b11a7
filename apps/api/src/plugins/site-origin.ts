import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { publicOrigin } from '../lib/public-origin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The site's origin for links in mails: PUBLIC_URL when set, else the origin `request` was
     * sent to, else (background work, with no request) this server on localhost.
     */
    siteOrigin: (request?: FastifyRequest) => string;
  }
}

export function registerSiteOrigin(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'port'>,
) {
  app.decorate('siteOrigin', (request?: FastifyRequest) =>
    request
      ? publicOrigin(config.publicUrl, request)
      : (config.publicUrl ?? `http://localhost:${config.port}`),
  );
}
