import { describe, expect, it } from 'vitest';
import { buildThrottledApp, throttleCases } from '../../testing/throttle-testing';
import { buildIsolatedApp } from '../../testing/test-app';

// The base answers (ok, and 503 without a database) are in app.test.ts.

describe.each(throttleCases)('the health check on $name', (testCase) => {
  it('says ok while the rate limits are counted where configured', async () => {
    const { app } = await buildThrottledApp(testCase);
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('the health check with Redis unreachable', () => {
  it('answers 200 degraded with the reason, so a load balancer keeps sending traffic', async () => {
    const { app } = await buildIsolatedApp('sqlite', { env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'degraded',
      database: 'up',
      reasons: ['Redis unreachable: rate limits use the database'],
    });
  });

  it('documents the degraded answer in the OpenAPI document', async () => {
    const { app } = await buildIsolatedApp('sqlite');
    const doc = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const health = doc.json<{
      paths: Record<string, { get: { responses: Record<string, unknown> } }>;
    }>().paths['/api/health'];
    const body = JSON.stringify(health?.get.responses['200']);
    expect(body).toContain('"degraded"');
    expect(body).toContain('"reasons"');
    expect(Object.keys(health?.get.responses ?? {})).toEqual(['200', '503']);
  });
});
