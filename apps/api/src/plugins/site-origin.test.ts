import Fastify from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { listenOrigin, registerSiteOrigin } from './site-origin';

describe('the site origin for absolute links', () => {
  it('is PUBLIC_URL when set', async () => {
    const app = Fastify();
    onTestFinished(() => app.close());
    registerSiteOrigin(app, { publicUrl: 'https://jobs.example.org', host: '0.0.0.0', port: 0 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    expect(app.siteOrigin()).toBe('https://jobs.example.org');
  });

  it('is otherwise the origin the server listens on, with the port it really got', async () => {
    const app = Fastify();
    onTestFinished(() => app.close());
    registerSiteOrigin(app, { publicUrl: undefined, host: '127.0.0.1', port: 0 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : -1;
    expect(app.siteOrigin()).toBe(`http://localhost:${port}`);
  });

  it('names a specific interface by its address', () => {
    expect(listenOrigin('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(listenOrigin('::', 3000)).toBe('http://localhost:3000');
    expect(listenOrigin('10.0.0.5', 8080)).toBe('http://10.0.0.5:8080');
    expect(listenOrigin('fd00::5', 8080)).toBe('http://[fd00::5]:8080');
    expect(listenOrigin('jobs.internal', 80)).toBe('http://jobs.internal:80');
  });
});
