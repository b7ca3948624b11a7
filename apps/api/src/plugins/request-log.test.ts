import Fastify from 'fastify';
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOG_CHUNK_BYTES, OneLinePerRequest, bufferedLog, loggerOptions } from './request-log';

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
    expect(options.logger.level).toBe('debug');
    expect(options.logger.stream).toBe(loggerOptions('info').logger.stream);
    expect(options.logController).toBeInstanceOf(OneLinePerRequest);
  });
});

/**
 * Writes `lines` through a buffered log (flushed every 20 ms) to a file of its own, and waits
 * until the file holds exactly them.
 */
async function writtenWhole(lines: string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'firstshift-log-'));
  const file = path.join(dir, 'out.log');
  const fd = openSync(file, 'w');
  try {
    const log = bufferedLog(fd, 20);
    for (const line of lines) log.write(line);
    await expect.poll(() => readFileSync(file, 'utf8'), { timeout: 10_000 }).toBe(lines.join(''));
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the buffered log', () => {
  it('writes what it gathered within its flush interval', async () => {
    await writtenWhole(['{"msg":"one"}\n', '{"msg":"two"}\n']);
  });

  it('writes many lines whole and in their order', async () => {
    // 200 KB: chunks written as they fill, and the rest within the flush interval.
    const lines = Array.from({ length: 1000 }, (_, i) => `{"n":${i},"pad":"${'x'.repeat(190)}"}\n`);
    expect(lines.join('').length).toBeGreaterThan(3 * LOG_CHUNK_BYTES);
    await writtenWhole(lines);
  });

  it('writes what is left when the process exits', () => {
    const module = fileURLToPath(new URL('./request-log.ts', import.meta.url));
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import(${JSON.stringify(module)}).then((m) => {
          const log = m.bufferedLog(1, 60_000);
          log.write('{"msg":"last words"}\\n');
          process.exit(0);
        })`,
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(child.status, child.stderr).toBe(0);
    expect(child.stdout).toBe('{"msg":"last words"}\n');
  });
});
