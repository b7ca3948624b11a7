import { UNSAFE_TEXT_MESSAGE, findUnsafeText, nestedDeeperThan } from '@firstshift/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { isApiPath } from './error-handler';

/** Deeper than any body of the API (a job's shifts are four levels down). */
export const MAX_BODY_DEPTH = 16;
export const TOO_DEEP_MESSAGE =
  'This request holds data nested too deeply to be read. Send it as the form sends it.';
export const ENCODED_BODY_MESSAGE =
  'Send the request body uncompressed: this server does not accept a Content-Encoding.';

/** A Content-Encoding that leaves the body as it is: none, or "identity". */
const UNENCODED = /^\s*(identity)?\s*$/i;

/**
 * Refuses, before any route sees it, a request to the API whose body holds arrays or objects
 * nested deeper than any of the API's (400), or whose path parameters, query or parsed body hold
 * unsafe text (a NUL character or broken Unicode, see the domain's safe-text, also as bytes that
 * are not UTF-8): 400 with the field. Multipart fields are read by their route and checked by
 * parsePayload. A body sent compressed (Content-Encoding) is refused before it is read (415): no
 * parser here inflates one, and its bytes read as text were refused as broken characters the
 * sender never typed.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const { headers } = request;
    const encoding = headers['content-encoding'];
    const encoded =
      encoding !== undefined &&
      !UNENCODED.test(encoding) &&
      (headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0) &&
      isApiPath(request.url);
    done(encoded ? new HttpError(415, ENCODED_BODY_MESSAGE) : undefined);
  });

  // A JSON body's bytes must be UTF-8: read leniently, a broken sequence became U+FFFD and was
  // stored as such, where the same character escaped in the JSON ("\ud800") was refused.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // No route reads plain text: parsed, it reached the routes' checks as a string and was refused
  // in the validator's own words ("expected object, received string"); now 415, as XML is.
  app.removeContentTypeParser('text/plain');
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new HttpError(400, UNSAFE_TEXT_MESSAGE), undefined);
      return;
    }
    void parseJson(request, text, done);
  });

  app.addHook('preValidation', async (request) => {
    if (!isApiPath(request.url)) return;
    const broken = brokenQueryField(request.url);
    if (broken !== undefined) throw new HttpError(400, UNSAFE_TEXT_MESSAGE, broken || undefined);
    if (nestedDeeperThan(request.body, MAX_BODY_DEPTH)) {
      throw new HttpError(400, TOO_DEEP_MESSAGE);
    }
    for (const part of [request.params, request.query, request.body]) {
      const field = findUnsafeText(part);
      if (field !== null) throw new HttpError(400, UNSAFE_TEXT_MESSAGE, field || undefined);
    }
  });
}

/** A run of %-escapes: one character or more, each written as its UTF-8 bytes. */
const ESCAPES = /(?:%[0-9a-fA-F]{2})+/g;

const decodesAsUtf8 = (escapes: string) => {
  try {
    decodeURIComponent(escapes);
    return true;
  } catch {
    return false;
  }
};

/**
 * The name of the first query parameter of `url` whose %-escapes are not UTF-8 ("%ED%A0%80", half
 * of a surrogate pair, or "%FF"), "" when it is a name that is broken; undefined when none is.
 * The query parser reads such bytes as U+FFFD, which the text check cannot tell from a real one.
 */
export function brokenQueryField(url: string): string | undefined {
  const query = url.indexOf('?');
  if (query < 0 || !url.includes('%', query)) return undefined;
  const broken = (part: string) => (part.match(ESCAPES) ?? []).some((run) => !decodesAsUtf8(run));
  for (const pair of url.slice(query + 1).split('&')) {
    const equals = pair.indexOf('=');
    const name = equals < 0 ? pair : pair.slice(0, equals);
    if (broken(name)) return '';
    if (equals >= 0 && broken(pair.slice(equals + 1))) {
      const spaced = name.replaceAll('+', ' ');
      return decodesAsUtf8(spaced) ? decodeURIComponent(spaced) : spaced;
    }
  }
  return undefined;
}
