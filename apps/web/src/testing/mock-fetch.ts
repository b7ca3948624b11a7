import { vi } from 'vitest';

export type FetchCall = { url: URL; method: string; headers: Headers; body: unknown };
type Handler = (call: FetchCall) => Response | Promise<Response>;

export function jsonResponse(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

/** Replaces fetch for one test; every call is recorded with its parsed URL and JSON body. */
export function mockFetch(handler: Handler) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const raw = input instanceof Request ? input.url : String(input);
    const text = typeof init.body === 'string' ? init.body : undefined;
    const call: FetchCall = {
      url: new URL(raw, 'http://localhost'),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: text === undefined ? undefined : JSON.parse(text),
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}
