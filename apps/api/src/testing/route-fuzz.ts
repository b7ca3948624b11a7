import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { DocumentedRoute, OpenApiSchema } from './openapi-routes';

// Property-based fuzzing of the API: for a route of the OpenAPI document, requests whose path,
// query, body and credentials are anything a hostile or broken client could send. The property
// every route must hold: no answer is a server error, and every refusal says why in JSON.

/** Texts that have broken servers before: NUL, lone surrogates, bidi overrides, huge, odd. */
const NASTY_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDC00x',
  '\u202Eexe.pdf',
  '\uFEFF',
  '%00',
  '%',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '{"$gt":""}',
  'null',
  'true',
  '-1',
  '0',
  '1e309',
  'NaN',
  '9007199254740993',
  '2147483648',
  '１２３',
  '👩🏽‍🍳',
  'x'.repeat(70_000),
];

/** Ordinary text with a NUL, a lone surrogate or a bidi override somewhere in it. */
const brokenText = () =>
  fc
    .tuple(
      fc.string({ maxLength: 20 }),
      fc.constantFrom('\u0000', '\uD800', '\uDFFF', '\u202E', '\u0007'),
      fc.nat(),
    )
    .map(([text, bad, at]) => {
      const index = text.length === 0 ? 0 : at % (text.length + 1);
      return text.slice(0, index) + bad + text.slice(index);
    });

export const nastyText = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 3, arbitrary: brokenText() },
    { weight: 2, arbitrary: fc.constantFrom(...NASTY_TEXTS) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 300 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...NASTY_TEXTS))
        .map(([a, b]) => a + b),
    },
  );

const numberText = () =>
  fc.oneof(
    fc.integer().map(String),
    fc.double().map(String),
    fc.constantFrom('1', '2', '10', '-5', '1.5', '1e3', '0x10', '007'),
  );

/** A value for a field of `schema`: sometimes of its type, often not. */
function fieldValue(schema: OpenApiSchema | undefined, depth: number): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [
    nastyText(),
    fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, {}, []),
  ];
  if (schema?.enum?.length) options.push(fc.constantFrom(...schema.enum));
  if (depth < 2) {
    options.push(
      fc.array(nastyText(), { maxLength: 5 }),
      fc.dictionary(nastyText(), nastyText(), { maxKeys: 3 }),
    );
    if (schema?.properties) options.push(objectFor(schema, depth + 1));
    if (schema?.items)
      options.push(fc.array(fieldValue(schema.items, depth + 1), { maxLength: 4 }));
  }
  options.push(
    numberText(),
    fc.integer(),
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  );
  return fc.oneof(...options);
}

/** An object with some of `schema`'s properties (any values) and some others. */
function objectFor(
  schema: OpenApiSchema | undefined,
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> {
  // A few fields at a time: one bad value among many hides the others behind the first error.
  const keys = Object.keys(schema?.properties ?? {});
  const known = keys.length
    ? fc.uniqueArray(
        fc
          .constantFrom(...keys)
          .chain((key) =>
            fieldValue(schema?.properties?.[key], depth).map((value) => [key, value] as const),
          ),
        { maxLength: 3, selector: ([key]) => key },
      )
    : fc.constant([]);
  return fc
    .tuple(known, fc.dictionary(nastyText(), fieldValue(undefined, depth + 1), { maxKeys: 1 }))
    .map(([own, extra]) => ({ ...extra, ...Object.fromEntries(own) }));
}

/** A value as form or query text: a string as it is, anything else as JSON, nothing as ''. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return value === undefined ? '' : JSON.stringify(value);
}

/** Percent-encodes every UTF-8 byte of `text` (lone surrogates become U+FFFD, as a browser sends). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

const rawBytes = () =>
  fc
    .uint8Array({ maxLength: 12 })
    .map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));

function queryString(route: DocumentedRoute): fc.Arbitrary<string> {
  const structured = objectFor(route.query).map((query) =>
    Object.entries(query)
      .flatMap(([key, value]) =>
        (Array.isArray(value) ? value : [value]).map(
          (item) => `${encode(key)}=${encode(asText(item))}`,
        ),
      )
      .join('&'),
  );
  return fc.oneof(
    { weight: 4, arbitrary: structured },
    { weight: 1, arbitrary: fc.tuple(rawBytes(), rawBytes()).map(([k, v]) => `${k}=${v}`) },
    { weight: 1, arbitrary: fc.constant('') },
  );
}

function pathValue(ids: number[]): fc.Arbitrary<string> {
  return fc.oneof(
    // Mostly real ids, so that the rest of the request reaches the code behind the lookup.
    { weight: 6, arbitrary: fc.constantFrom(...ids.map(String)) },
    {
      weight: 2,
      arbitrary: fc.constantFrom('0', '-1', '1.5', '2147483648', '9007199254740993', '1e3', 'abc'),
    },
    {
      weight: 2,
      arbitrary: nastyText()
        .filter((t) => t.length < 2000)
        .map(encode),
    },
    { weight: 1, arbitrary: rawBytes() },
  );
}

type Body = Pick<InjectOptions, 'payload' | 'headers'>;

/** `example` with one to three of its fields replaced by anything or dropped, or others added. */
function mutated(example: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(example);
  return fc
    .array(
      fc.tuple(
        fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...keys) },
          { weight: 1, arbitrary: nastyText() },
        ),
        fc.option(fieldValue(undefined, 1), { nil: undefined }),
      ),
      {
        minLength: 1,
        maxLength: 3,
      },
    )
    .map((changes) => {
      return Object.fromEntries(
        Object.entries({ ...example, ...Object.fromEntries(changes) })
          // A change to undefined drops the field.
          .filter(([, value]) => value !== undefined),
      );
    });
}

const json = (value: unknown): Body => ({
  payload: JSON.stringify(value),
  headers: { 'content-type': 'application/json' },
});

function jsonBody(route: DocumentedRoute, example?: Record<string, unknown>): fc.Arbitrary<Body> {
  return fc.oneof(
    ...(example ? [{ weight: 8, arbitrary: mutated(example).map(json) }] : []),
    { weight: 6, arbitrary: objectFor(route.body).map(json) },
    { weight: 1, arbitrary: fieldValue(undefined, 1).map(json) },
    {
      weight: 1,
      arbitrary: nastyText().map((text) => ({
        payload: text,
        headers: { 'content-type': 'application/json' },
      })),
    },
    {
      weight: 1,
      arbitrary: nastyText().map((text) => ({
        payload: text,
        headers: { 'content-type': 'text/plain' },
      })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
}

/** A small PDF (the start and end a PDF reader looks for). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');

function multipartBody(example?: Record<string, unknown>): fc.Arbitrary<Body> {
  const file = fc
    .tuple(
      fc.constantFrom('resume', 'file', 'cover_letter'),
      nastyText(),
      fc.oneof(
        fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
        fc.constant(PDF),
      ),
    )
    .map(([name, fileName, bytes]): Part => ({ name, value: bytes, fileName }));
  const field = fc.tuple(nastyText(), nastyText()).map(([name, value]): Part => ({ name, value }));
  const random = fc.array(fc.oneof(field, file), { maxLength: 8 });
  const fromExample = example
    ? [
        fc.tuple(mutated(example), fc.option(file)).map(([fields, resume]) => [
          ...Object.entries(fields).map(([name, value]): Part => ({
            name,
            value: asText(value),
          })),
          ...(resume ? [resume] : []),
        ]),
      ]
    : [];
  return fc.oneof(...fromExample, random).map((parts) => {
    const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
    const chunks: Buffer[] = [];
    for (const p of parts) {
      const name = p.name.replace(/["\r\n]/g, '');
      const disposition =
        p.fileName !== undefined
          ? `form-data; name="${name}"; filename="${p.fileName.replace(/["\r\n]/g, '')}"`
          : `form-data; name="${name}"`;
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`),
        typeof p.value === 'string' ? Buffer.from(p.value) : p.value,
        Buffer.from('\r\n'),
      );
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return {
      payload: Buffer.concat(chunks),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  });
}

/** What a route's requests may name: real things, so that some reach deep into the route. */
export interface FuzzWorld {
  /** Ids that exist (a job, an application…). */
  ids: number[];
  /** Bearer tokens to choose from (an applicant's, a business's); none and garbage are added. */
  tokens: string[];
}

export interface FuzzContext {
  /**
   * A fresh world for each route, so that what one route's requests did (a job deleted, an
   * account signed out) does not blind the next.
   */
  world: () => Promise<FuzzWorld>;
  /**
   * A valid body per route ("POST /api/jobs/"): most generated bodies are it with a few fields
   * changed, so that bad values reach the code behind the validation of the others.
   */
  examples?: Record<string, Record<string, unknown>>;
  /** Routes ("POST /api/applicant/{jobId}/apply") that read multipart/form-data. */
  multipart?: string[];
}

export interface FuzzRequest {
  method: DocumentedRoute['method'];
  url: string;
  headers: Record<string, string>;
  payload?: InjectOptions['payload'];
}

/** Requests of every kind for `route`. */
export function fuzzRequests(route: DocumentedRoute, context: FuzzContext, world: FuzzWorld) {
  const { tokens } = world;
  const pathParts = fc.array(pathValue(world.ids), {
    minLength: route.params.length,
    maxLength: route.params.length,
  });
  const example = context.examples?.[`${route.method} ${route.path}`];
  const body: fc.Arbitrary<Body> =
    route.method === 'GET'
      ? fc.constant({})
      : route.multipart || context.multipart?.includes(`${route.method} ${route.path}`)
        ? fc.oneof(
            { weight: 4, arbitrary: multipartBody(example) },
            { weight: 1, arbitrary: jsonBody(route) },
          )
        : jsonBody(route, example);
  const authorization = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...tokens.map((token) => `Bearer ${token}`)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        'Bearer ',
        'Bearer x',
        'Basic YTpi',
        `Bearer ${'a'.repeat(5000)}`,
      ),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  return fc
    .record({ pathParts, query: queryString(route), body, authorization })
    .map(({ pathParts: parts, query, body: b, authorization: auth }): FuzzRequest => {
      let index = 0;
      const path = route.path.replace(/\{[^}]+\}/g, () => parts[index++] ?? '1');
      const headers: Record<string, string> = { ...(b.headers as Record<string, string>) };
      if (auth !== undefined) headers.authorization = auth;
      return {
        method: route.method,
        url: query ? `${path}?${query}` : path,
        headers,
        ...(b.payload === undefined ? {} : { payload: b.payload }),
      };
    });
}

export interface FuzzFailure {
  request: FuzzRequest;
  status: number;
  body: string;
}

/** What one route answered: how many requests, and how many of each status class. */
export interface FuzzTally {
  requests: number;
  byClass: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
}

export const emptyTally = (): FuzzTally => ({
  requests: 0,
  byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 },
});

/**
 * Sends `runs` generated requests to `route`; returns the first that broke the property (a 5xx,
 * or a refusal without a JSON message), shrunk by fast-check to a small example, or null.
 */
export async function fuzzRoute(
  app: FastifyInstance,
  route: DocumentedRoute,
  context: FuzzContext,
  runs: number,
  tally: FuzzTally = emptyTally(),
): Promise<FuzzFailure | null> {
  const world = await context.world();
  let failure: FuzzFailure | null = null;
  const result = await fc.check(
    fc.asyncProperty(fuzzRequests(route, context, world), async (request) => {
      const res = await app.inject(request);
      tally.requests += 1;
      const statusClass = `${Math.min(5, Math.floor(res.statusCode / 100))}xx` as const;
      if (statusClass in tally.byClass)
        tally.byClass[statusClass as keyof FuzzTally['byClass']] += 1;
      const broken = res.statusCode >= 500 || (res.statusCode >= 400 && !hasMessage(res.body));
      if (broken)
        failure = {
          request: summarise(request),
          status: res.statusCode,
          body: res.body.slice(0, 500),
        };
      return !broken;
    }),
    { numRuns: runs },
  );
  return result.failed ? failure : null;
}

function hasMessage(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message.length > 0;
  } catch {
    return false;
  }
}

/** The request as a reader can see it: long payloads cut, binary shown as its length. */
function summarise(request: FuzzRequest): FuzzRequest {
  const payload = request.payload;
  const shown =
    typeof payload === 'string'
      ? payload.slice(0, 300)
      : Buffer.isBuffer(payload)
        ? `<${payload.length} bytes: ${payload.subarray(0, 200).toString('latin1')}>`
        : payload;
  return {
    ...request,
    url: request.url.slice(0, 500),
    ...(shown === undefined ? {} : { payload: shown }),
  };
}
