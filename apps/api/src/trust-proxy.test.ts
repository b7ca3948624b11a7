import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildIsolatedApp } from './testing/test-app';

// TRUST_PROXY decides which address the rate limits see (docs/decisions/021).

async function appTrusting(trustProxy: string): Promise<FastifyInstance> {
  const { app } = await buildIsolatedApp('sqlite', { env: { TRUST_PROXY: trustProxy } });
  app.get('/api/test/ip', (request) => ({ ip: request.ip }));
  return app;
}

async function ipSeen(app: FastifyInstance, peer: string, forwardedFor?: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/test/ip',
    remoteAddress: peer,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return res.json<{ ip: string }>().ip;
}

describe('the client address behind proxies', () => {
  it('believes X-Forwarded-For only from the listed proxies', async () => {
    const app = await appTrusting('10.0.0.0/8,127.0.0.1');
    expect(await ipSeen(app, '10.1.2.3', '203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeen(app, '127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    // An address a client put in front of the proxy's entry is not believed.
    expect(await ipSeen(app, '10.1.2.3', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    // A client that is not a listed proxy cannot choose its address.
    expect(await ipSeen(app, '198.51.100.9', '203.0.113.7')).toBe('198.51.100.9');
    expect(await ipSeen(app, '10.1.2.3')).toBe('10.1.2.3');
  });

  it('believes that many hops of a hop count, whoever sends them', async () => {
    const app = await appTrusting('1');
    expect(await ipSeen(app, '10.1.2.3', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeen(app, '192.0.2.1', '203.0.113.7')).toBe('203.0.113.7');
    const two = await appTrusting('2');
    expect(await ipSeen(two, '10.1.2.3', '198.51.100.1, 203.0.113.7')).toBe('198.51.100.1');
  });

  it('believes every hop with true, and none with false', async () => {
    const all = await appTrusting('true');
    expect(await ipSeen(all, '10.1.2.3', '198.51.100.1, 203.0.113.7')).toBe('198.51.100.1');
    const none = await appTrusting('false');
    expect(await ipSeen(none, '10.1.2.3', '203.0.113.7')).toBe('10.1.2.3');
    const zero = await appTrusting('0');
    expect(await ipSeen(zero, '10.1.2.3', '203.0.113.7')).toBe('10.1.2.3');
  });
});
