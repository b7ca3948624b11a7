import Fastify from 'fastify';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildIsolatedApp, testDatabaseKinds } from '../../testing/test-app';
import { parseEml } from '../../testing/eml';
import { startSmtpServer } from '../../testing/smtp-server';
import { fileTransport } from './mail-transport';

const LINK =
  'https://jobs.example.test/reset-password#token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const MAIL = {
  dedupeKey: 'welcome:1',
  to: 'ada@example.test',
  subject: 'Reset your password',
  text: `Hello Zoë,\n\nOpen this link:\n${LINK}\n\nThanks`,
};

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'firstshift-mail-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe.each(testDatabaseKinds)('mail delivery on %s', (kind) => {
  it('sends through SMTP_URL with MAIL_FROM and keeps long links intact', async () => {
    const smtp = await startSmtpServer();
    const { app, database } = await buildIsolatedApp(kind, {
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Jobs Desk <desk@example.test>', DATA_DIR: tempDir() },
    });
    expect(await app.mail.enqueue(MAIL)).toBe(true);
    await app.mail.deliverPending();

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message).toMatchObject({ from: 'desk@example.test', to: ['ada@example.test'] });
    const mail = parseEml(message?.raw ?? '');
    expect(mail.headers.from).toBe('Jobs Desk <desk@example.test>');
    expect(mail.headers.subject).toBe('Reset your password');
    expect(mail.text.trim()).toBe(MAIL.text);
    const row = await database.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('gives a mail sent twice (a crash after sending) the same Message-ID both times', async () => {
    const smtp = await startSmtpServer();
    const { app, database } = await buildIsolatedApp(kind, {
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Jobs Desk <desk@example.test>', DATA_DIR: tempDir() },
    });
    await app.mail.enqueue(MAIL);
    await app.mail.deliverPending();
    // The process died before it could record the mail as sent: its claim ran out.
    await database.db
      .updateTable('mail_outbox')
      .set({ status: 'sending', locked_until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    await app.mail.deliverPending();

    const ids = smtp.received.map((message) => parseEml(message.raw).headers['message-id']);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(/^<outbox-\d+\.[\w-]{16}@example\.test>$/);
    expect(ids[1]).toBe(ids[0]);
  });

  it('keeps a mail the SMTP server refuses for a later attempt', async () => {
    const smtp = await startSmtpServer({ refuse: true });
    const { app, database } = await buildIsolatedApp(kind, {
      env: { SMTP_URL: smtp.url, DATA_DIR: tempDir() },
    });
    await app.mail.enqueue(MAIL);
    await app.mail.deliverPending();
    const row = await database.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
    expect(row.last_error).toMatch(/550/);
  });

  it('writes an .eml file into DATA_DIR/outbox without SMTP_URL', async () => {
    const dataDir = tempDir();
    const { app } = await buildIsolatedApp(kind, { env: { DATA_DIR: dataDir } });
    await app.ready();
    await app.mail.enqueue(MAIL);
    // A second enqueue with the same key sends nothing more.
    expect(await app.mail.enqueue({ ...MAIL, subject: 'Again' })).toBe(false);
    await app.mail.deliverPending();

    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = parseEml(readFileSync(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8'));
    expect(mail.headers.to).toBe('ada@example.test');
    expect(mail.headers.from).toBe('FirstShift <no-reply@firstshift.test>');
    expect(mail.text.trim()).toBe(MAIL.text);
  });

  it('delivers in the background once the server listens, right after an enqueue', async () => {
    const smtp = await startSmtpServer();
    const { app, database } = await buildIsolatedApp(kind, {
      env: { SMTP_URL: smtp.url, DATA_DIR: tempDir() },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await app.mail.enqueue(MAIL);
    await expect.poll(() => smtp.received.length, { timeout: 3_000 }).toBe(1);
    await app.close();
    const row = await database.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
  });
});

describe('the .eml outbox folder', () => {
  it('logs the recipient and subject of each mail, never its body', async () => {
    const dir = tempDir();
    const lines: string[] = [];
    const log = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    }).log;
    const transport = fileTransport(dir, 'FirstShift <no-reply@firstshift.test>', log);
    await transport.send({
      outboxId: 7,
      messageKey: 'outbox-7.abc',
      to: MAIL.to,
      subject: MAIL.subject,
      text: MAIL.text,
    });

    expect(readdirSync(dir)).toEqual([expect.stringMatching(/-7\.eml$/)]);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(entry).toMatchObject({ to: MAIL.to, subject: MAIL.subject });
    expect(lines[0]).not.toContain('token=');
  });
});
