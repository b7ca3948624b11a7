import type { ApplicationConversation, LoginResponse } from '@firstshift/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from './app';
import { type Db, createPostgresDb } from './db/create-db';
import { createTestSchema } from './db/test-database';
import { sendInterviewReminders } from './features/conversation/interview-reminders';
import { enqueueMail } from './lib/mail/outbox.repository';
import { applicationFields, multipartBody, pdfFile } from './testing/applicant-testing';
import { applicantPayload, businessPayload } from './testing/auth-testing';
import { proposal, slotIn } from './testing/conversation-testing';
import { jobPayload } from './testing/business-jobs-testing';
import { parseEml } from './testing/eml';
import { useS3Server } from './testing/s3-server';
import { startSmtpServer } from './testing/smtp-server';
import { testConfig } from './testing/test-app';
import { freezeClock, removeRedisKeys } from './testing/throttle-testing';

// Scale-out (docs/deploy.md): two API instances, each with its own database pool, listening on
// their own ports like two machines behind a load balancer, on one PostgreSQL database, one
// Redis and one bucket (s3rver), with a real SMTP server. Whatever one instance does, the
// other sees at once.

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

interface Instance {
  app: FastifyInstance;
  db: Db;
  origin: string;
}

interface Call {
  token?: string;
  json?: unknown;
  body?: { payload: Buffer; headers: Record<string, string> };
}

/** A real HTTP request to an instance. */
function call(instance: Instance, method: string, path: string, options: Call = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: RequestInit['body'];
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.body) {
    Object.assign(headers, options.body.headers);
    body = new Uint8Array(options.body.payload);
  }
  return fetch(`${instance.origin}${path}`, { method, headers, body });
}

describe.skipIf(!databaseUrl || !redisUrl)(
  'two API instances on one PostgreSQL, one Redis and one bucket (needs TEST_DATABASE_URL and TEST_REDIS_URL)',
  () => {
    const s3 = useS3Server();
    const runPrefix = `firstshift-test:${randomUUID()}:`;

    afterAll(() => removeRedisKeys(redisUrl ?? '', runPrefix));

    /** Two listening instances on a new schema, a new bucket and a new SMTP server. */
    async function twoInstances() {
      const { url, schema } = await createTestSchema();
      const dbs = [createPostgresDb(url, schema), createPostgresDb(url, schema)] as const;
      onTestFinished(async () => {
        await sql`drop schema ${sql.id(schema)} cascade`.execute(dbs[0]);
        await Promise.all(dbs.map((db) => db.destroy()));
      });
      const smtp = await startSmtpServer();
      const bucket = await s3.current.newBucket();
      const config = testConfig({
        REDIS_URL: redisUrl ?? '',
        SMTP_URL: smtp.url,
        ...s3.current.env(bucket),
      });
      const redisKeyPrefix = `${runPrefix}${randomUUID()}:`;
      const instances: Instance[] = [];
      for (const db of dbs) {
        // The first migrates the schema; the second finds it ready, as a later instance does.
        const app = await buildApp(config, {
          db,
          redisKeyPrefix,
          databaseReady: instances.length > 0,
        });
        onTestFinished(() => app.close());
        await app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = app.server.address() as AddressInfo;
        instances.push({ app, db, origin: `http://127.0.0.1:${port}` });
      }
      const [first, second] = instances as [Instance, Instance];
      return { first, second, smtp, bucket };
    }

    async function register(instance: Instance, kind: 'applicant' | 'business') {
      const payload = kind === 'applicant' ? applicantPayload() : businessPayload();
      const res = await call(instance, 'POST', `/api/auth/register/${kind}`, { json: payload });
      expect(res.status, await res.clone().text()).toBe(201);
      return { email: payload.email, password: payload.password };
    }

    const login = (instance: Instance, email: string, password: string) =>
      call(instance, 'POST', '/api/auth/login', { json: { email, password } });

    async function signIn(instance: Instance, kind: 'applicant' | 'business') {
      const { email, password } = await register(instance, kind);
      const res = await login(instance, email, password);
      expect(res.status).toBe(200);
      return { email, token: ((await res.json()) as LoginResponse).access_token };
    }

    it('takes a session from one instance on the other, and a sign-out on one ends it on both at once', async () => {
      const { first, second } = await twoInstances();
      const applicant = await signIn(first, 'applicant');

      const me = await call(second, 'GET', '/api/auth/user_details', { token: applicant.token });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ email: applicant.email });

      const out = await call(second, 'POST', '/api/auth/logout', { token: applicant.token });
      expect(out.status).toBe(204);
      const after = await call(first, 'GET', '/api/auth/user_details', { token: applicant.token });
      expect(after.status).toBe(401);
      expect(await after.json()).toEqual({ message: expect.any(String) });
    });

    it('downloads through one instance the resume uploaded through the other', async () => {
      const { first, second, bucket } = await twoInstances();
      const business = await signIn(second, 'business');
      const posted = await call(second, 'POST', '/api/jobs/', {
        token: business.token,
        json: jobPayload({
          title: 'Bookshop Helper',
          minimum_age_required: 14,
          action: 'save_and_publish',
        }),
      });
      expect(posted.status, await posted.clone().text()).toBe(201);
      const job = (await posted.json()) as { id: number };

      const applicant = await signIn(first, 'applicant');
      const resume = pdfFile(200_000);
      const applied = await call(first, 'POST', `/api/applicant/${job.id}/apply`, {
        token: applicant.token,
        body: await multipartBody(applicationFields(), [
          { name: 'Maya resume.pdf', content: resume, type: 'application/pdf' },
        ]),
      });
      expect(applied.status, await applied.clone().text()).toBe(201);
      const { application_id: applicationId } = (await applied.json()) as {
        application_id: number;
      };
      expect(await s3.current.objectNames(bucket)).toEqual([
        expect.stringMatching(/^uploads\/[0-9a-f]{32}$/),
      ]);

      const download = await call(
        second,
        'GET',
        `/api/business/applications/${applicationId}/resume`,
        {
          token: business.token,
        },
      );
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await download.arrayBuffer()).equals(resume)).toBe(true);
    });

    it('counts failed sign-ins on both instances together, in Redis', async () => {
      const { first, second } = await twoInstances();
      const { email, password } = await register(first, 'applicant');
      const clock = freezeClock();
      const instances = [first, second, first, second, first];
      for (const instance of instances) {
        expect((await login(instance, email, 'wrong-pass1')).status).toBe(401);
      }
      // Five failures, spread over both: the next attempt waits a second, wherever it goes.
      const held = await login(second, email, password);
      expect(held.status).toBe(429);
      expect(held.headers.get('retry-after')).toBe('1');
      expect(await held.json()).toEqual({
        message: 'Too many sign-in attempts. Try again in 1 second.',
      });
      expect((await login(first, email, password)).status).toBe(429);

      clock.advance(1_000);
      expect((await login(first, email, password)).status).toBe(200);
      // Counted in Redis, not in the database.
      expect(await first.db.selectFrom('throttle_counters').selectAll().execute()).toEqual([]);
    });

    it('sends each mail once while both instances deliver the outbox', async () => {
      const { first, second, smtp } = await twoInstances();
      const count = 40;
      await first.db.transaction().execute(async (trx) => {
        for (let i = 0; i < count; i++) {
          await enqueueMail(trx, {
            dedupeKey: `scale-out:${i}`,
            to: `reader${i}@example.test`,
            subject: `Mail ${i}`,
            text: `Hello reader ${i}`,
          });
        }
      });
      first.app.mail.kick();
      second.app.mail.kick();

      const unsent = () =>
        first.db
          .selectFrom('mail_outbox')
          .select('id')
          .where('status', '!=', 'sent')
          .execute()
          .then((rows) => rows.length);
      await expect.poll(unsent, { timeout: 30_000, interval: 100 }).toBe(0);
      // Whatever either instance was still sending has finished.
      await Promise.all([first.app.mail.deliverPending(), second.app.mail.deliverPending()]);

      expect(smtp.received).toHaveLength(count);
      const recipients = smtp.received.flatMap((message) => message.to);
      expect(new Set(recipients).size).toBe(count);
      const ids = smtp.received.map((message) => parseEml(message.raw).headers['message-id']);
      expect(new Set(ids).size).toBe(count);
    });

    it('sends an interview reminder once, whichever instance looks for it first', async () => {
      const { first, second, smtp } = await twoInstances();
      const business = await signIn(first, 'business');
      const posted = await call(first, 'POST', '/api/jobs/', {
        token: business.token,
        json: jobPayload({ minimum_age_required: 14, action: 'save_and_publish' }),
      });
      const job = (await posted.json()) as { id: number };
      const applicant = await signIn(second, 'applicant');
      const applied = await call(second, 'POST', `/api/applicant/${job.id}/apply`, {
        token: applicant.token,
        body: await multipartBody(applicationFields()),
      });
      const { application_id: id } = (await applied.json()) as { application_id: number };
      const settings = await call(second, 'PUT', '/api/applicant/notification-settings', {
        token: applicant.token,
        json: {
          new_job_matches: true,
          application_updates: false,
          interview_reminders: true,
          weekly_summary: false,
        },
      });
      expect(settings.status).toBe(200);
      const proposed = await call(first, 'POST', `/api/applications/${id}/interview`, {
        token: business.token,
        json: proposal({ slots: [slotIn(3)] }),
      });
      const slot = ((await proposed.json()) as ApplicationConversation).interview?.slots[0];
      const accepted = await call(second, 'POST', `/api/applications/${id}/interview/accept`, {
        token: applicant.token,
        json: { slot_id: slot?.id },
      });
      expect(accepted.status).toBe(200);

      const dayBefore = new Date(Date.parse(slot?.starts_at ?? '') - 23 * 3_600_000);
      const sent = await Promise.all(
        [first, second].map(({ app }) => sendInterviewReminders(app.db, app.notify, dayBefore)),
      );
      expect(sent.reduce((sum, n) => sum + n, 0)).toBe(1);
      await Promise.all([first.app.mail.deliverPending(), second.app.mail.deliverPending()]);
      const reminders = smtp.received.filter((message) =>
        parseEml(message.raw).headers.subject?.startsWith('Reminder: your interview tomorrow'),
      );
      expect(reminders.map((message) => message.to)).toEqual([[applicant.email]]);
    });
  },
);
