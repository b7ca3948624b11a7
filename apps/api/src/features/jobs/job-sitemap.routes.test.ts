import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createTestDatabase } from '../../db/test-database';
import { createBusiness, createJob } from '../../testing/factories';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import { registerDb } from '../../plugins/db';
import { registerErrorHandler } from '../../plugins/error-handler';
import { registerSiteOrigin } from '../../plugins/site-origin';
import { jobSitemapRoutes } from './job-sitemap.routes';

describe.each(testDatabaseKinds)('sitemap and robots on %s', (kind) => {
  const ctx = setupTestApp(kind);

  it('lists the landing page, the job list, every company with an open job and every active job by absolute URL of the server, whatever Host the request names', async () => {
    const hiring = await createBusiness(ctx.db);
    const closed = await createBusiness(ctx.db);
    const active = await createJob(ctx.db, {
      business: hiring,
      updated_at: '2026-03-04T05:06:07.000Z',
    });
    const draft = await createJob(ctx.db, { business: closed, status: 'draft' });
    const archived = await createJob(ctx.db, { business: closed, status: 'archived' });

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const body = res.body;
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(body).toContain('<loc>http://localhost:3000/</loc>');
    expect(body).toContain('<loc>http://localhost:3000/jobs</loc>');
    expect(body).toContain(
      `<url><loc>http://localhost:3000/jobs/${active}</loc><lastmod>2026-03-04</lastmod></url>`,
    );
    expect(body).not.toContain(`/jobs/${draft}<`);
    expect(body).not.toContain(`/jobs/${archived}<`);
    expect(body).toContain(
      `<url><loc>http://localhost:3000/companies/${hiring.userId}</loc></url>`,
    );
    expect(body).not.toContain(`/companies/${closed.userId}<`);
  });

  it.each([
    ['0', 'Sitemap number must be a whole number'],
    ['x', 'Sitemap number must be a whole number'],
    ['1.5', 'Sitemap number must be a whole number'],
    ['99999999999', 'Sitemap number is too large'],
  ])('answers /sitemap-%s.xml with 400 and a message', async (n, message) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/sitemap-${n}.xml` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, field: 'n' });
  });

  it('lets every crawler in and points to the sitemap', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: http://localhost:3000/sitemap.xml\n',
    );
  });
});

describe('a sitemap larger than one file', () => {
  it('becomes an index of files that together list every URL once', async () => {
    const database = await createTestDatabase('sqlite');
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    registerErrorHandler(app);
    onTestFinished(async () => {
      await app.close();
      await database.destroy();
    });
    const businesses = [await createBusiness(database.db), await createBusiness(database.db)];
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(await createJob(database.db, { business: businesses[i % 2] }));
    registerDb(app, database.db, { destroyOnClose: false });
    registerSiteOrigin(app, { publicUrl: 'https://x.test', host: '0.0.0.0', port: 3000 });
    await app.register(jobSitemapRoutes, { maxUrls: 3 });

    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.body).toContain('<sitemapindex');
    const files = [...index.body.matchAll(/<loc>https:\/\/x\.test(\/sitemap-\d+\.xml)<\/loc>/g)];
    expect(files.map((m) => m[1])).toEqual(['/sitemap-1.xml', '/sitemap-2.xml', '/sitemap-3.xml']);

    const listed: string[] = [];
    for (const [, file] of files) {
      const res = await app.inject({ method: 'GET', url: file ?? '' });
      expect(res.statusCode).toBe(200);
      listed.push(
        ...[...res.body.matchAll(/<loc>https:\/\/x\.test([^<]*)<\/loc>/g)].map((m) => m[1] ?? ''),
      );
    }
    expect(listed).toEqual([
      '/',
      '/jobs',
      ...businesses.map((business) => `/companies/${business.userId}`),
      ...ids.map((id) => `/jobs/${id}`),
    ]);
    expect((await app.inject({ method: 'GET', url: '/sitemap-4.xml' })).statusCode).toBe(404);
  });
});
