import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

/** A 429 that says when to try again, in its message and in a Retry-After header. */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
    this.name = 'TooManyRequestsError';
  }
}

/**
 * Adds Retry-After (whole seconds) to every TooManyRequestsError. An onError hook runs before
 * the error handler, which sends the `{ message }` body and keeps the headers set here.
 */
export function registerRetryAfter(app: FastifyInstance): void {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyRequestsError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
  });
}
