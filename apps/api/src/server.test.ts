import type { JobSummary, LoginResponse } from '@firstshift/domain';
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { applicantPayload, businessPayload } from './testing/auth-testing';
import { jobPayload } from './testing/business-jobs-testing';
import { type ServerProcess, serverSite, startServer } from './testing/server-process';
import { testDatabaseKinds } from './testing/test-app';

// Decision 024: with WEB_CONCURRENCY=2 the real server runs two worker processes behind one
// port, on one SQLite file or one PostgreSQL database. Every request below opens a connection
// of its own, so the cluster hands consecutive requests to different workers.

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on a connection of its own (no keep-alive), so that any worker may take it. */
function request(
  server: ServerProcess,
  method: string,
  url: string,
  options: { body?: unknown; token?: string } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      server.origin + url,
      {
        method,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function ok<T>(answer: Promise<Answer>): Promise<T> {
  const { status, body } = await answer;
  expect(status, body).toBeLessThan(300);
  return JSON.parse(body) as T;
}

/** The server's worker processes (its children running the server). */
function workerPids(server: ServerProcess): number[] {
  const lines = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(server.child.pid)], {
    encoding: 'utf8',
  });
  return lines
    .split('\n')
    .filter((line) => line.includes('server.ts'))
    .map((line) => Number.parseInt(line.trim(), 10));
}

async function waitFor<T>(probe: () => T | undefined, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const titlesOf = (body: string) => (JSON.parse(body) as JobSummary[]).map((job) => job.title);

describe.each(testDatabaseKinds)('the server with two worker processes (%s)', (kind) => {
  it(
    'shares one database and one view of the board, and replaces a worker that dies',
    {
      timeout: 240_000,
    },
    async () => {
      // A long read cache: a worker that kept its copy after a change would show it for a minute.
      const site = await serverSite(kind, { WEB_CONCURRENCY: '2', PUBLIC_CACHE_SECONDS: '60' });
      const server = await startServer(site.env);
      const workers = workerPids(server);
      expect(workers).toHaveLength(2);

      const business = await ok<LoginResponse>(
        request(server, 'POST', '/api/auth/register/business', { body: businessPayload() }),
      );
      const first = jobPayload({ action: 'save_and_publish', title: 'Library shelver' });
      await ok(
        request(server, 'POST', '/api/jobs/', { body: first, token: business.access_token }),
      );

      // Both workers cache the list with the first job.
      for (let n = 0; n < 4; n++) {
        const list = await request(server, 'GET', '/api/jobs/?limit=20');
        expect(titlesOf(list.body)).toEqual(['Library shelver']);
      }

      // A second job, posted through one worker, is on the list whichever worker answers next.
      const second = jobPayload({ action: 'save_and_publish', title: 'Farmers market helper' });
      await ok(
        request(server, 'POST', '/api/jobs/', { body: second, token: business.access_token }),
      );
      for (let n = 0; n < 4; n++) {
        const list = await request(server, 'GET', '/api/jobs/?limit=20');
        expect(titlesOf(list.body)).toEqual(['Farmers market helper', 'Library shelver']);
        expect(list.headers['x-total-count']).toBe('2');
      }

      // Writes from both workers at once: each transaction waits its turn, none fails.
      const registrations = await Promise.all(
        Array.from({ length: 24 }, () =>
          request(server, 'POST', '/api/auth/register/applicant', {
            body: applicantPayload({ date_of_birth: '2008-03-02' }),
          }),
        ),
      );
      expect(registrations.map((answer) => answer.status)).toEqual(Array(24).fill(201));

      // A session made through one worker is good on the other, and a logout on one is
      // refused on the other at once.
      const applicant = applicantPayload({ date_of_birth: '2008-03-02' });
      const { email, password } = applicant;
      await ok(request(server, 'POST', '/api/auth/register/applicant', { body: applicant }));
      const login = await ok<LoginResponse>(
        request(server, 'POST', '/api/auth/login', { body: { email, password } }),
      );
      for (let n = 0; n < 2; n++) {
        const me = await request(server, 'GET', '/api/auth/user_details', {
          token: login.access_token,
        });
        expect(me.status).toBe(200);
      }
      await request(server, 'POST', '/api/auth/logout', { token: login.access_token });
      for (let n = 0; n < 2; n++) {
        const me = await request(server, 'GET', '/api/auth/user_details', {
          token: login.access_token,
        });
        expect(me.status).toBe(401);
      }

      // A worker killed outright is replaced; the server answers throughout.
      const [victim, survivor] = workers as [number, number];
      process.kill(victim, 'SIGKILL');
      const replaced = await waitFor(() => {
        const now = workerPids(server);
        return now.length === 2 && !now.includes(victim) ? now : undefined;
      }, 'a replacement worker');
      expect(replaced).toContain(survivor);
      for (let n = 0; n < 4; n++) {
        const health = await request(server, 'GET', '/api/health');
        expect(health.status).toBe(200);
      }
      await waitFor(
        () => (server.output().includes('starting another') ? true : undefined),
        'the replacement to be logged',
      );

      // Stopping the primary stops every worker.
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      for (const pid of replaced) {
        expect(() => process.kill(pid, 0)).toThrow();
      }
    },
  );
});
