import helmet from 'helmet';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, securityHeaderOptions } from './security-headers';

/** The headers Helmet's own middleware puts on a real answer, without our recording. */
async function headersFromHelmet(https: boolean): Promise<Record<string, string>> {
  const middleware = helmet(securityHeaderOptions({ https }));
  const server = createServer((req, res) => {
    middleware(req, res, () => res.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`);
    const headers: Record<string, string> = {};
    const answerHeaders = new Set(['connection', 'content-length', 'date', 'keep-alive']);
    res.headers.forEach((value, name) => {
      if (!answerHeaders.has(name)) headers[name] = value;
    });
    return headers;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('the security headers', () => {
  it.each([false, true])('are what Helmet sets on every answer (https: %s)', async (https) => {
    expect(helmetHeaders(securityHeaderOptions({ https }))).toEqual(await headersFromHelmet(https));
  });

  it('ask browsers for HTTPS only when the site is served over HTTPS', () => {
    const plain = helmetHeaders(securityHeaderOptions({ https: false }));
    expect(plain).not.toHaveProperty('strict-transport-security');
    expect(plain['content-security-policy']).not.toContain('upgrade-insecure-requests');

    const secure = helmetHeaders(securityHeaderOptions({ https: true }));
    expect(secure['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(secure['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
