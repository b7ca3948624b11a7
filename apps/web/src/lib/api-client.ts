import { authorizationHeader } from './session';

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';

/** The one error every API call throws: the HTTP status (0 when the network failed). */
export class ApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;

  constructor(status: number, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.field = field;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON, or as is for FormData (multipart). */
  body?: unknown;
  /** Shown when the error body carries no message (SPEC §8 texts, some with the status). */
  fallbackMessage?: string | ((status: number) => string);
  /** Shown when the request never reached the server (default: "Network error. Please try again."). */
  networkMessage?: string;
  signal?: AbortSignal;
};

export type ApiResponse<T> = { data: T; headers: Headers; status: number };

export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

// The browser's fetch, looked up per call (tests replace it); the server renderer answers in
// process instead (entry-server.tsx).
let transport: ApiTransport = (url, init) => fetch(url, init);

/** Sends every later API request through `next` (server rendering); returns the previous one. */
export function setApiTransport(next: ApiTransport): ApiTransport {
  const previous = transport;
  transport = next;
  return previous;
}

/** `{a: 1, b: undefined}` → `?a=1`; empty strings, null and undefined are left out. */
export function toQueryString(query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function textField(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null || !(key in body)) return undefined;
  const value: unknown = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** A response body as JSON, or as text when it is not JSON; undefined when empty. */
export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function readBody(response: Response): Promise<unknown> {
  return parseBody(await response.text());
}

/** The ApiError of a failed answer: the body's message (or detail), else the fallback text. */
export function apiErrorFromBody(
  status: number,
  body: unknown,
  fallback: ApiRequestOptions['fallbackMessage'],
): ApiError {
  const message =
    textField(body, 'message') ??
    textField(body, 'detail') ??
    (typeof fallback === 'function' ? fallback(status) : fallback) ??
    `Request failed (${status})`;
  return new ApiError(status, message, textField(body, 'field'));
}

/**
 * Calls the API and returns the parsed body with the response headers.
 * Bodies are trusted to match the declared type: the API validates its responses against the
 * same domain schemas, and parsing them again here would put zod into the first page load.
 */
export async function apiResponse<T>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers = new Headers({ Accept: 'application/json' });
  const auth = authorizationHeader();
  if (auth) headers.set('Authorization', auth);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await transport(`${API_BASE}${path}${toQueryString(options.query)}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, options.networkMessage ?? NETWORK_ERROR_MESSAGE);
  }

  const data = await readBody(response).catch(() => undefined);
  if (!response.ok) throw apiErrorFromBody(response.status, data, options.fallbackMessage);
  return { data: data as T, headers: response.headers, status: response.status };
}

/** Calls the API and returns the parsed body; throws ApiError on any failure. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await apiResponse<T>(path, options)).data;
}

/** The server no longer accepts the stored token (signed out elsewhere, expired, revoked). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
