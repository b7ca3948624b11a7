import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildIsolatedApp, setupTestApp } from '../testing/test-app';
import { acceptsEncoding } from './spa';

const INDEX_HTML =
  '<!doctype html><html><head><title>FirstShift</title></head><body><div id="root"></div></body></html>';

describe('serving the SPA', () => {
  const ctx = setupTestApp('sqlite', {
    webDist: {
      'index.html': INDEX_HTML,
      'assets/index-abc123.js': 'console.log("app")',
      'assets/index-abc123.js.br': 'brotli bytes',
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    },
  });

  it('answers every app path with index.html, revalidated on each visit', async () => {
    for (const url of ['/', '/jobs', '/applicant/dashboard/favorites', '/no/such/page?x=1']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX_HTML);
    }
  });

  it('serves hashed assets with a long cache and other files revalidated', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const icon = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy of an asset to a browser that accepts it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.body).toBe('brotli bytes');
  });

  it('answers a missing file with 404, not with the page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
  });

  it('keeps the API out of the fallback', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No API route matches GET /api/nothing-here' });
  });

  it('sends the page under the Content-Security-Policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/jobs' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('without a web build', () => {
  it('explains that the app must be built, and still serves the API', async () => {
    const { app } = await buildIsolatedApp('sqlite', {
      env: { WEB_DIST_DIR: '/nonexistent/web/dist' },
    });
    const page = await app.inject({ method: 'GET', url: '/jobs' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toContain('text/plain');
    expect(page.body).toContain('npm run build');

    const api = await app.inject({ method: 'GET', url: '/api/health' });
    expect(api.statusCode).toBe(200);
  });
});

describe('a web build that appears or changes while the server runs', () => {
  it('is served without a restart', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'firstshift-late-web-'));
    onTestFinished(() => rmSync(dist, { recursive: true, force: true }));
    const { app } = await buildIsolatedApp('sqlite', { env: { WEB_DIST_DIR: dist } });
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(503);

    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'new-1.js'), 'new()');
    const page = await app.inject({ method: 'GET', url: '/jobs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX_HTML);
    expect((await app.inject({ method: 'GET', url: '/assets/new-1.js' })).body).toBe('new()');

    // Built again: the new index.html at once (of the same length, as a new hash makes it).
    const rebuilt = INDEX_HTML.replace('FirstShift', 'FirstShif2');
    writeFileSync(path.join(dist, 'index.html'), rebuilt);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(dist, 'index.html'), later, later);
    expect((await app.inject({ method: 'GET', url: '/jobs' })).body).toBe(rebuilt);

    rmSync(path.join(dist, 'index.html'));
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(503);
  });
});

describe('the encodings a browser accepts for a page', () => {
  it('takes a coding named or matched by *, unless its weight is 0', () => {
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'gzip')).toBe(true);
    expect(acceptsEncoding('br;q=1.0, gzip;q=0.8', 'gzip')).toBe(true);
    expect(acceptsEncoding('GZIP', 'gzip')).toBe(true);
    expect(acceptsEncoding('br, gzip;q=0', 'gzip')).toBe(false);
    expect(acceptsEncoding('gzip; q=0.000', 'gzip')).toBe(false);
    expect(acceptsEncoding('*', 'br')).toBe(true);
    expect(acceptsEncoding('*;q=0, identity', 'gzip')).toBe(false);
    expect(acceptsEncoding('br, *;q=0', 'br')).toBe(true);
    expect(acceptsEncoding('deflate', 'gzip')).toBe(false);
    expect(acceptsEncoding('', 'gzip')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
    expect(acceptsEncoding('xgzip, gzipx', 'gzip')).toBe(false);
  });
});
