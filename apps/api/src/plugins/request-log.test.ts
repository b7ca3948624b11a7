import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { OneLinePerRequest, loggerOptions } from './request-log';

function appLoggingTo(lines: Record<string, unknown>[], level = 'info') {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new OneLinePerRequest() });
  app.get('/api/jobs/', async () => [{ id: 1 }]);
  return app;
}

describe('the request log', () => {
  it('writes one short line per answered request at info', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines);
    const res = await app.inject({ method: 'GET', url: '/api/jobs/?limit=20' });
    expect(res.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      reqId: 'req-1',
      method: 'GET',
      url: '/api/jobs/?limit=20',
      status: 200,
      ip: '127.0.0.1',
      msg: 'request',
    });
    expect(typeof lines[0]?.ms).toBe('number');
    expect(lines[0]).not.toHaveProperty('req');
    await app.close();
  });

  it('writes nothing per request above info', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, 'warn');
    await app.inject({ method: 'GET', url: '/api/jobs/' });
    expect(lines).toEqual([]);
    await app.close();
  });

  it('is what the server is configured with, at the configured level', () => {
    const options = loggerOptions('debug');
    expect(options.logger).toEqual({ level: 'debug' });
    expect(options.logController).toBeInstanceOf(OneLinePerRequest);
  });
});
