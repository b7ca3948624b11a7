import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { type OidcTestProvider, startOidcTestProvider } from '../../testing/oidc-test-provider';
import { type TestContext, type TestDatabaseKind, setupTestApp } from '../../testing/test-app';

// Drives Google sign-in the way a browser does: the API's redirect, the test provider's
// sign-in form (cookies included), then the API's callback.

export const GOOGLE_TEST_CLIENT = { id: 'firstshift-test', secret: 'test-client-secret' };
export const TEST_PUBLIC_URL = 'http://app.test';
export const TEST_REDIRECT_URI = `${TEST_PUBLIC_URL}/api/auth/google/callback`;

type CookieJar = Map<string, string>;

function keepCookies(jar: CookieJar, response: Response): void {
  for (const cookie of response.headers.getSetCookie()) {
    const pair = cookie.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1)];
    if (value) jar.set(name, value);
    else jar.delete(name);
  }
}

/** Follows the provider from its authorization URL until it redirects back to the app. */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar: CookieJar = new Map();
  const providerOrigin = new URL(authorizationUrl).origin;
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 10; step += 1) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    keepCookies(jar, response);
    const location = response.headers.get('location');
    form = undefined;
    if (location) {
      const target = new URL(location, url);
      if (target.origin !== providerOrigin) return target;
      url = target.href;
    } else if (response.status === 200 && new URL(url).pathname.startsWith('/interaction/')) {
      await response.text();
      form = new URLSearchParams({ prompt: 'login', login, password: 'any password' });
    } else {
      throw new Error(
        `The provider answered ${response.status} at ${url}: ${await response.text()}`,
      );
    }
  }
  throw new Error('The provider never sent the browser back');
}

/** GET /api/auth/google/login with `query`; returns the issuer URL it redirects to. */
export async function startGoogleSignIn(app: FastifyInstance, query = 'role=applicant') {
  const res = await app.inject({ method: 'GET', url: `/api/auth/google/login?${query}` });
  expect(res.statusCode, res.body).toBe(302);
  return String(res.headers.location);
}

/** The callback's answer for the URL the provider sent the browser back to. */
export function callGoogleCallback(app: FastifyInstance, callback: URL) {
  expect(callback.href.startsWith(`${TEST_REDIRECT_URI}?`)).toBe(true);
  return app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
}

/** The one-time code of a callback that signed someone in. */
export function handoffCode(location: unknown): string {
  const match = /^\/applicant\/login\/google#code=([\w-]+)$/.exec(String(location));
  if (!match?.[1]) throw new Error(`Not a hand-off redirect: ${String(location)}`);
  return match[1];
}

export function exchange(app: FastifyInstance, code: string) {
  return app.inject({ method: 'POST', url: '/api/auth/google/exchange', payload: { code } });
}

/** An app with Google sign-in against a test provider started for this test file. */
export function setupGoogleTestApp(kind: TestDatabaseKind): TestContext & {
  readonly provider: OidcTestProvider;
} {
  const env: Record<string, string> = {
    GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT.id,
    GOOGLE_CLIENT_SECRET: GOOGLE_TEST_CLIENT.secret,
    PUBLIC_URL: TEST_PUBLIC_URL,
  };
  let provider: OidcTestProvider | undefined;
  // Registered before the app's own hook, so the issuer is known when the app is built.
  beforeAll(async () => {
    provider = await startOidcTestProvider({
      clientId: GOOGLE_TEST_CLIENT.id,
      clientSecret: GOOGLE_TEST_CLIENT.secret,
      redirectUris: [TEST_REDIRECT_URI],
    });
    env.GOOGLE_ISSUER = provider.issuer;
  });
  afterAll(async () => {
    await provider?.close();
  });
  const ctx = setupTestApp(kind, { env });
  return {
    get app() {
      return ctx.app;
    },
    get db() {
      return ctx.db;
    },
    get provider() {
      if (!provider) throw new Error('The provider starts in beforeAll; use it inside tests');
      return provider;
    },
  };
}

/** The whole journey up to the callback's answer, signing in at the provider as `login`. */
export async function googleCallbackFor(
  app: FastifyInstance,
  login: string,
  query = 'role=applicant',
) {
  const callback = await signInAtProvider(await startGoogleSignIn(app, query), login);
  return callGoogleCallback(app, callback);
}
