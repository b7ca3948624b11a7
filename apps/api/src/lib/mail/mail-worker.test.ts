import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/create-db';
import { type TestDatabase, createTestDatabase, testDatabaseKinds } from '../../db/test-database';
import type { MailMessage, MailTransport } from './mail-transport';
import { type MailWorkerOptions, createMailWorker } from './mail-worker';
import { poisonRow } from '../../testing/poisoned-row';
import { claimDueMail, enqueueMail } from './outbox.repository';

const log = Fastify({ logger: false }).log;

/** A transport that records what it sends, slowly enough for workers to overlap. */
function recordingTransport(delayMs = 20) {
  const sent: MailMessage[] = [];
  const transport: MailTransport = {
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      sent.push(message);
    },
    close: () => undefined,
  };
  return { sent, transport };
}

const failingTransport: MailTransport = {
  send: () => Promise.reject(new Error('550 mailbox unavailable')),
  close: () => undefined,
};

describe.each(testDatabaseKinds)('mail outbox on %s', (kind) => {
  let database: TestDatabase;
  const db = (): Db => database.db;
  const worker = (transport: MailTransport, options: Partial<MailWorkerOptions> = {}) =>
    createMailWorker({ db: db(), transport, log, ...options });
  const mail = (n: number) => ({
    dedupeKey: `test:${n}`,
    to: `person${n}@example.test`,
    subject: `Subject ${n}`,
    text: `Body ${n}`,
  });
  const rows = () => db().selectFrom('mail_outbox').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  beforeEach(async () => {
    await database.reset();
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('keeps one mail per dedupe key', async () => {
    expect(await enqueueMail(db(), mail(1))).toBe(true);
    expect(await enqueueMail(db(), { ...mail(1), subject: 'Another' })).toBe(false);
    expect(await rows()).toMatchObject([{ dedupe_key: 'test:1', subject: 'Subject 1' }]);
  });

  it('sends pending mail once and marks it sent', async () => {
    await enqueueMail(db(), mail(1));
    const { sent, transport } = recordingTransport();
    const w = worker(transport);
    expect(await w.deliverPending()).toBe(1);
    expect(await w.deliverPending()).toBe(0);
    expect(sent).toEqual([
      {
        outboxId: expect.any(Number),
        messageKey: expect.stringMatching(/^outbox-\d+\.[\w-]{16}$/),
        to: 'person1@example.test',
        subject: 'Subject 1',
        text: 'Body 1',
      },
    ]);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, locked_until: null });
    expect(Date.parse(row?.sent_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('never lets two workers send the same mail', async () => {
    for (let n = 1; n <= 6; n += 1) await enqueueMail(db(), mail(n));
    const { sent, transport } = recordingTransport();
    const [a, b] = [worker(transport, { batchSize: 2 }), worker(transport, { batchSize: 2 })];
    const counts = await Promise.all([a.deliverPending(), b.deliverPending()]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(6);
    expect(sent.map((m) => m.to).sort()).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `person${n}@example.test`).sort(),
    );
    expect((await rows()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('leaves a mail claimed by a stopped worker alone until its lock expires', async () => {
    await enqueueMail(db(), mail(1));
    // A worker claims the mail, then its process ends before sending.
    expect(await claimDueMail(db(), { limit: 10, lockMs: 60_000 })).toHaveLength(1);

    const { sent, transport } = recordingTransport();
    const restarted = worker(transport);
    expect(await restarted.deliverPending()).toBe(0);
    expect(sent).toHaveLength(0);

    await db()
      .updateTable('mail_outbox')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await restarted.deliverPending()).toBe(1);
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  it('retries a failed mail later with a growing wait', async () => {
    await enqueueMail(db(), mail(1));
    const w = worker(failingTransport);
    expect(await w.deliverPending()).toBe(0);
    const [row] = await rows();
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      locked_until: null,
      last_error: '550 mailbox unavailable',
      sent_at: null,
    });
    const wait = Date.parse(row?.send_after ?? '') - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    // Not due yet: nothing is tried.
    expect(await w.deliverPending()).toBe(0);
    expect(await rows()).toMatchObject([{ attempts: 1 }]);
  });

  it('marks a mail failed after the last attempt', async () => {
    await enqueueMail(db(), mail(1));
    await worker(failingTransport, { maxAttempts: 3, backoffMs: () => 0 }).deliverPending();
    expect(await rows()).toMatchObject([
      { status: 'failed', attempts: 3, last_error: '550 mailbox unavailable', sent_at: null },
    ]);
    const { sent, transport } = recordingTransport();
    expect(await worker(transport).deliverPending()).toBe(0);
    expect(sent).toHaveLength(0);
  });

  it('sends nothing before send_after', async () => {
    await enqueueMail(db(), { ...mail(1), sendAfter: new Date(Date.now() + 60_000) });
    const { sent, transport } = recordingTransport();
    expect(await worker(transport).deliverPending()).toBe(0);
    expect(sent).toHaveLength(0);
  });

  it('finishes the delivery in progress when stopped, then stays quiet', async () => {
    for (let n = 1; n <= 2; n += 1) await enqueueMail(db(), mail(n));
    const { sent, transport } = recordingTransport();
    const w = worker(transport, { pollMs: 10 });
    w.start();
    await w.stop();
    const sentAtStop = sent.length;
    await enqueueMail(db(), mail(3));
    w.kick();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(sentAtStop);
    expect((await rows()).filter((r) => r.status === 'sending')).toHaveLength(0);
  });

  it('renews the claim while a slow send runs, so no other worker sends the mail too', async () => {
    await enqueueMail(db(), mail(1));
    const slow = recordingTransport(600);
    const first = worker(slow.transport, { lockMs: 150 });
    const sending = first.deliverPending();
    await expect.poll(async () => (await rows())[0]?.status, { timeout: 5_000 }).toBe('sending');
    const claimedUntil = (await rows())[0]?.locked_until ?? '';
    // The lease moves on while the send runs…
    await expect
      .poll(async () => (await rows())[0]?.locked_until ?? '', { timeout: 5_000, interval: 20 })
      .not.toBe(claimedUntil);
    expect(slow.sent).toHaveLength(0);
    // …so a second worker, past the first lease, finds the claim held.
    const other = recordingTransport();
    const second = worker(other.transport, { lockMs: 150 });
    expect(await second.deliverPending()).toBe(0);
    expect(await sending).toBe(1);
    expect(slow.sent).toHaveLength(1);
    expect(other.sent).toHaveLength(0);
  });

  it('goes on with the other mails when recording one of them fails, and sets that one aside', async () => {
    for (let n = 1; n <= 3; n += 1) await enqueueMail(db(), mail(n));
    const [, poisoned] = await rows();
    await poisonRow(db(), kind, {
      table: 'mail_outbox',
      column: 'sent_at',
      keyColumn: 'id',
      key: poisoned?.id ?? 0,
    });
    const { sent, transport } = recordingTransport(1);
    const w = worker(transport, { lockMs: 100, maxAttempts: 2 });
    expect(await w.deliverPending()).toBe(2);
    expect((await rows()).map((r) => r.status)).toEqual(['sent', 'sending', 'sent']);

    // Its claim runs out; it is tried again (same Message-ID), then set aside.
    await expect
      .poll(
        async () => {
          await w.deliverPending();
          return (await rows())[1]?.status;
        },
        { timeout: 10_000, interval: 150 },
      )
      .toBe('failed');
    const copies = sent.filter((m) => m.to === 'person2@example.test');
    expect(copies).toHaveLength(2);
    expect(copies[1]?.messageKey).toBe(copies[0]?.messageKey);
    expect((await rows())[1]).toMatchObject({
      attempts: 2,
      last_error: 'Abandoned after 2 attempts that did not finish',
    });
  });
});
