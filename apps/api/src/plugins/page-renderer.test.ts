import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createJob } from '../testing/factories';
import { setupTestApp } from '../testing/test-app';

// The web build's renderer (apps/web/src/entry-server.tsx) has its own tests; this one stands in
// for it with the same exports, to show what the server does with a rendered page.
const RENDERER = `
let send;
export function setServerApiTransport(transport) { send = transport; }
const escape = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
export async function renderPage(url, phone) {
  globalThis.renderCount = (globalThis.renderCount ?? 0) + 1;
  const id = /^\\/jobs\\/(\\d+)$/.exec(url.pathname)?.[1];
  if (!id) return null;
  const answer = await send('/api/jobs/' + id, { method: 'GET' });
  const job = await answer.json();
  const found = answer.status === 200;
  if (found && job.title === 'A job the renderer fails on') throw new Error('the renderer failed');
  return {
    status: found ? 200 : 404,
    head: '<style data-emotion="css abc">.abc{color:red}</style>',
    root: '<h1>' + (found ? escape(job.title) : 'Job not found') + '</h1><p>' + (phone ? 'phone' : 'wide') + '</p>',
    body: '<script type="application/json" id="page-state">{"VERSION":1}</script>',
  };
}
`;

const INDEX_HTML =
  '<!doctype html><html><head><title>FirstShift</title><style id="static-styles">body{margin:0}</style><link rel="modulepreload" crossorigin href="/assets/framework-1.js"></head><body><div id="root"></div><script type="module" src="/assets/index-1.js"></script></body></html>';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';

const rendererDir = mkdtempSync(path.join(tmpdir(), 'firstshift-renderer-'));
const rendererFile = path.join(rendererDir, 'entry-server.js');
writeFileSync(rendererFile, RENDERER);
afterAll(() => rmSync(rendererDir, { recursive: true, force: true }));

const renderCount = () => (globalThis as { renderCount?: number }).renderCount ?? 0;

describe('server-rendered pages', () => {
  const ctx = setupTestApp('sqlite', {
    webDist: { 'index.html': INDEX_HTML },
    env: { WEB_RENDERER: rendererFile },
  });

  it('puts the rendered page, its styles and its state into index.html, with the job read through the API', async () => {
    const id = await createJob(ctx.db, { title: 'Barista </h1><script>alert(1)</script>' });
    const res = await ctx.app.inject({ method: 'GET', url: `/jobs/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<style data-emotion="css abc">.abc{color:red}</style></head>');
    expect(res.body).toContain(
      '<div id="root"><h1>Barista &lt;/h1>&lt;script>alert(1)&lt;/script></h1><p>wide</p></div><script type="application/json" id="page-state">{"VERSION":1}</script></body>',
    );
    // On screen before its scripts run: they are asked for only once the page is painted.
    expect(res.body).toContain(
      '<script src="/start-after-paint.js" data-entry="/assets/index-1.js" data-preload="/assets/framework-1.js" defer></script>',
    );
    expect(res.body).not.toContain('type="module"');
    expect(res.body).not.toContain('rel="modulepreload"');
    // The head tags of the job page are still there beside the rendering, in place of index.html's.
    expect(res.body).toContain('<link rel="canonical"');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toMatch(/<\/script>\n {2}<script src="\/start-after-paint\.js"/);
  });

  it("reads a job's page's job from the database once, for both its head and its render", async () => {
    const id = await createJob(ctx.db, { title: 'Read once' });
    const reads = vi.spyOn(ctx.db, 'executeQuery');
    try {
      const res = await ctx.app.inject({ method: 'GET', url: `/jobs/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<h1>Read once</h1>');
      expect(res.body).toContain('<title>Read once');
      const jobReads = reads.mock.calls.filter(
        ([query]) => 'sql' in query && query.sql.includes('business_profiles'),
      );
      expect(jobReads).toHaveLength(1);
    } finally {
      reads.mockRestore();
    }
  });

  it('answers 404 with the "Job not found" page for a job that does not exist', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/jobs/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>Job not found</h1>');
    // Its own title in place of index.html's, kept out of search results, before the renderer's.
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).not.toContain('<title>FirstShift</title>');
    expect(res.body).toMatch(
      /<meta name="robots" content="noindex" \/>\n {2}<script src="\/start-after-paint\.js"[^>]*><\/script><style data-emotion="css abc">\.abc\{color:red\}<\/style><\/head>/,
    );
  });

  it('renders for a phone when the browser says it is one', async () => {
    const id = await createJob(ctx.db);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/jobs/${id}`,
      headers: { 'user-agent': PHONE },
    });
    expect(res.body).toContain('<p>phone</p>');
  });

  it('sends other pages as index.html, for the browser to render', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/applicant/login' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
  });

  it('sends the page unrendered when the renderer fails', async () => {
    const id = await createJob(ctx.db, { title: 'A job the renderer fails on' });
    const res = await ctx.app.inject({ method: 'GET', url: `/jobs/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div><script type="module" src=');
    expect(res.body).toContain('<title>A job the renderer fails on at');
  });

  it('compresses the page as the browser accepts: gzip, else Brotli', async () => {
    const plain = async (path: string) => (await ctx.app.inject({ method: 'GET', url: path })).body;
    const first = await createJob(ctx.db, { title: 'Compressed Barista' });
    const second = await createJob(ctx.db, { title: 'Compressed Dishwasher' });
    // Two pages and the list, so that the second and third reuse the shared part compressed for
    // the first; each must still decompress to exactly its own page.
    for (const path of [`/jobs/${first}`, `/jobs/${second}`, '/jobs', `/jobs/${first}`]) {
      const gz = await ctx.app.inject({
        method: 'GET',
        url: path,
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(gz.headers['content-encoding'], path).toBe('gzip');
      expect(gz.headers.vary, path).toContain('accept-encoding');
      expect(gunzipSync(gz.rawPayload).toString(), path).toBe(await plain(path));
    }

    const br = await ctx.app.inject({
      method: 'GET',
      url: `/jobs/${first}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(await plain(`/jobs/${first}`));
  });

  it('loads the renderer again when the web app is rebuilt', async () => {
    const id = await createJob(ctx.db, { title: 'Rebuilt Barista' });
    writeFileSync(rendererFile, RENDERER.replace('{"VERSION":1}', '{"VERSION":2}'));
    const later = new Date(Date.now() + 60_000);
    utimesSync(rendererFile, later, later);
    const res = await ctx.app.inject({ method: 'GET', url: `/jobs/${id}` });
    expect(res.body).toContain('{"VERSION":2}');
    expect(res.body).toContain('<h1>Rebuilt Barista</h1>');
  });
});

describe('server-rendered pages with the public read cache on', () => {
  const ctx = setupTestApp('sqlite', {
    webDist: { 'index.html': INDEX_HTML },
    env: { WEB_RENDERER: rendererFile, PUBLIC_CACHE_SECONDS: '60' },
  });

  it('renders a page once while it is cached, and again once a job changed', async () => {
    const id = await createJob(ctx.db, { title: 'Cached Barista' });
    const before = renderCount();
    for (let visit = 0; visit < 3; visit += 1) {
      const res = await ctx.app.inject({ method: 'GET', url: `/jobs/${id}` });
      expect(res.body).toContain('<h1>Cached Barista</h1>');
    }
    expect(renderCount() - before).toBe(1);

    await ctx.app.publicJobCache.clear();
    await ctx.app.inject({ method: 'GET', url: `/jobs/${id}` });
    expect(renderCount() - before).toBe(2);
  });
});
