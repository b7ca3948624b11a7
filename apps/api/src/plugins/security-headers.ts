import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';

/**
 * Helmet's options with a Content-Security-Policy the SPA and the API docs run under: scripts
 * only from this origin, inline styles allowed (MUI/Emotion inject <style> tags at run time),
 * images from this origin or data: URLs. The job page's JSON-LD is a data block
 * (type="application/ld+json"), which script-src does not govern.
 */
export function securityHeaderOptions(options: { https: boolean }): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Only behind HTTPS: on plain http://localhost it would break every request.
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 15_552_000 } : false,
  };
}

/**
 * The headers Helmet sets with `options`, found once by running its middleware against a
 * response that only records them. Nothing in our options depends on the request (no nonces),
 * so every answer gets the same headers.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
      return recorder;
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)(
    new IncomingMessage(new Socket()),
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw new Error('helmet could not compute the headers', { cause: error });
    },
  );
  return Object.fromEntries(headers);
}

/** The security headers of every answer (registerSecurityHeaders), as names and values. */
export const securityHeaders = (options: { https: boolean }) =>
  helmetHeaders(securityHeaderOptions(options));

/**
 * Helmet's security headers on every answer, computed once at start-up: @fastify/helmet built
 * Helmet's whole middleware again for every request, about 15 % of the CPU of a cached answer
 * (docs/benchmarks.md). A route may still set its own (a resume download sets a stricter CSP).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
