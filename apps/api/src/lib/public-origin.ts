import type { FastifyRequest } from 'fastify';

/** The site's origin for absolute links: PUBLIC_URL when set, else what the request was sent to. */
export function publicOrigin(publicUrl: string | undefined, request: FastifyRequest): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
