import type { ApiErrorBody } from '@firstshift/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';
import { invalidPayload } from '../lib/parse-payload';

const API_PREFIX = '/api';

/** A body of a type no route reads (text, XML, a form): what to send instead. */
export const JSON_BODY_MESSAGE =
  'This kind of request body is not accepted: send it as JSON (Content-Type: application/json).';

/** "/location/city" (a validation path) → "location.city". */
const toField = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.');

/**
 * Every failure leaves as `{ message, field?, errors? }` (DESIGN §4). Client errors keep their
 * message; anything else is logged and answered with a generic 500, never with internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  const sendHttpError = (error: HttpError, reply: FastifyReply) => {
    const body: ApiErrorBody = { message: error.message };
    if (error.field) body.field = error.field;
    if (error.errors) body.errors = error.errors;
    return reply.status(error.statusCode).send(body);
  };
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return sendHttpError(error, reply);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: toField(issue.instancePath),
        message: issue.message ?? 'Invalid value',
      }));
      // A body names every field at fault, as parsePayload does; a path or query names one.
      if (error.validationContext === 'body') return sendHttpError(invalidPayload(errors), reply);
      const [first] = errors;
      const body: ApiErrorBody = { message: first?.message ?? 'Invalid request' };
      if (first?.field) body.field = first.field;
      if (errors.length > 1) body.errors = errors.filter((e) => e.field);
      return reply.status(400).send(body);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: JSON_BODY_MESSAGE } satisfies ApiErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.' });
  });
}

export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

/** Unknown API routes answer JSON; the SPA handler takes over every other path. */
export function apiNotFound(method: string, url: string): ApiErrorBody {
  return { message: `No API route matches ${method} ${url.split('?')[0] ?? url}` };
}

/** A request whose address Fastify's router could not read. */
type FrameworkError = Pick<FastifyError, 'code'>;

/**
 * The answer to an address the router cannot read (`/api/jobs/%ff`: a broken %-escape) or to a
 * path segment too long for it: a JSON message like any other refusal, with the security headers
 * and no caching. Fastify's own answer echoed the address with its internal code, and without the
 * headers every other answer carries, since no hook runs before the router.
 */
export function unroutableAnswer(headers: Record<string, string>) {
  return (error: FrameworkError, _request: unknown, reply: FastifyReply): void => {
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    const body: ApiErrorBody = {
      message: tooLong
        ? 'This address is too long. Check the link and try again.'
        : 'This address is not valid. Check the link and try again.',
    };
    void reply
      .headers(headers)
      .header('cache-control', 'private, no-store')
      .status(tooLong ? 414 : 400)
      .send(body);
  };
}
