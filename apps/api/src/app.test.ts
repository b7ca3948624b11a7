import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './lib/http-error';
import { postRawJson } from './testing/http-testing';
import { buildIsolatedApp, setupTestApp, testDatabaseKinds } from './testing/test-app';

describe.each(testDatabaseKinds)('the API base on %s', (kind) => {
  const ctx = setupTestApp(kind);

  it('reports a reachable database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('serves the OpenAPI document with the job routes, and the docs page', async () => {
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const body = doc.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/api/jobs', '/api/jobs/{id}', '/api/health']),
    );
    expect(Object.keys(body.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);

    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    expect(ui.body).toContain('swagger-ui');
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers unknown API routes with a JSON 404 and a message', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No API route matches GET /api/no-such-thing' });

    const post = await ctx.app.inject({ method: 'POST', url: '/api/jobs/1/nothing' });
    expect(post.statusCode).toBe(404);
    expect(post.json<{ message: string }>().message).toContain('POST /api/jobs/1/nothing');
  });

  it.each(['/api/jobs/%ff', '/jobs/%E0%A4%A', '/companies/%zz'])(
    'answers an address with a broken %%-escape (%s) with a message and the usual headers',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'This address is not valid. Check the link and try again.',
      });
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
    },
  );

  it('answers 503 on the health check when the database is unreachable', async () => {
    const { app, database } = await buildIsolatedApp(kind);
    await database.destroy();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', database: 'down' });
  });

  it('hides the details of unexpected failures behind a generic 500', async () => {
    const { app } = await buildIsolatedApp(kind);
    app.get('/api/broken', () => {
      throw new Error('connection string postgres://secret@db');
    });
    const res = await app.inject({ method: 'GET', url: '/api/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(res.body).not.toContain('secret');
  });

  it('turns body validation failures and HttpErrors into { message, field, errors }', async () => {
    const app = (await buildIsolatedApp(kind)).app.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/echo',
      {
        schema: {
          body: z.object({
            first_name: z.string().min(1, 'First name is required'),
            address: z.object({ zip_code: z.string().regex(/^\d{5}$/, 'Invalid ZIP') }),
          }),
        },
      },
      () => {
        throw new HttpError(409, 'An account with this email already exists', 'email');
      },
    );

    const echo = (payload: object) => app.inject({ method: 'POST', url: '/api/echo', payload });
    const invalid = await echo({ first_name: '', address: { zip_code: 'x' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      message: 'First name is required',
      field: 'first_name',
      errors: [
        { field: 'first_name', message: 'First name is required' },
        { field: 'address.zip_code', message: 'Invalid ZIP' },
      ],
    });

    const notJson = await postRawJson(app, '/api/echo', '{"first_name":');
    expect(notJson.statusCode).toBe(400);
    expect(Object.keys(notJson.json())).toEqual(['message']);

    const conflict = await echo({ first_name: 'Ana', address: { zip_code: '97201' } });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      message: 'An account with this email already exists',
      field: 'email',
    });
  });
});
