import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { bearer } from '../../testing/auth-testing';
import { conversationScene, slotIn } from '../../testing/conversation-testing';
import { calendarOf, mailParts, parseEml } from '../../testing/eml';
import { startSmtpServer } from '../../testing/smtp-server';
import { buildIsolatedApp, testDatabaseKinds } from '../../testing/test-app';

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'firstshift-conversation-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The VEVENT of an invitation, read back by a real iCalendar parser. */
function eventOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT in the invitation');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
    status: event.getFirstPropertyValue('status'),
    summary: event.getFirstPropertyValue('summary'),
    location: event.getFirstPropertyValue('location'),
  };
}

/** `count` messages from the business, sent half an hour ago: toward the hourly limit. */
async function sentHalfAnHourAgo(app: FastifyInstance, applicationId: number, count: number) {
  const earlier = new Date(Date.now() - 30 * 60_000).toISOString();
  await app.db
    .insertInto('application_messages')
    .values(
      Array.from({ length: count }, () => ({
        application_id: applicationId,
        sender_user_id: null,
        sender_role: 'business' as const,
        body: 'Hello?',
        created_at: earlier,
        read_at: null,
        mailed_at: null,
      })),
    )
    .execute();
}

describe.each(testDatabaseKinds)('what each side hears of an interview on %s', (kind) => {
  async function setup(env: Record<string, string> = {}) {
    const smtp = await startSmtpServer();
    const { app } = await buildIsolatedApp(kind, {
      env: {
        SMTP_URL: smtp.url,
        DATA_DIR: tempDir(),
        PUBLIC_URL: 'https://jobs.example.test',
        ...env,
      },
    });
    const s = await conversationScene(app);
    await app.mail.deliverPending();
    smtp.received.length = 0;
    const mails = async () => {
      await app.mail.deliverPending();
      const sent = smtp.received.map((m) => ({
        to: m.to[0],
        raw: m.raw,
        headers: parseEml(m.raw).headers,
        text:
          mailParts(m.raw).find((part) => part.headers['content-type']?.startsWith('text/plain'))
            ?.text ?? '',
      }));
      smtp.received.length = 0;
      return sent;
    };
    return { app, s, mails };
  }

  it('mails the proposal, then one invitation to each side, updated when moved, withdrawn when cancelled', async () => {
    const { s, mails } = await setup();
    await s.propose();
    const proposed = await mails();
    expect(proposed.map((m) => [m.to, m.headers.subject])).toEqual([
      [s.applicant.email, 'Interview proposed: Bookshop Helper'],
    ]);
    expect(proposed[0]?.text).toContain('Ask for Dana at the front desk.');
    expect(proposed[0]?.text).toContain(
      `https://jobs.example.test/applicant/dashboard/applications/${s.applicationId}`,
    );

    // Opening the application marks what the bell said of it as read.
    expect((await s.notifications(s.applicant.access_token)).unread).toBe(1);
    const agreed = await s.accept(0);
    expect((await s.notifications(s.applicant.access_token)).unread).toBe(0);
    const invitations = await mails();
    expect(invitations.map((m) => m.to).sort()).toEqual(
      [s.applicant.email, s.business.email].sort(),
    );
    const first = invitations.map((m) => eventOf(calendarOf(m.raw)?.ics ?? ''));
    for (const event of first) {
      expect(event).toMatchObject({
        method: 'REQUEST',
        sequence: 0,
        start: agreed.interview?.starts_at,
        end: agreed.interview?.ends_at,
        status: 'CONFIRMED',
        summary: 'Interview: Bookshop Helper at Rose City Books',
        location: '12 Main St, Durham, NC 27701',
      });
    }
    expect(calendarOf(invitations[0]?.raw ?? '')?.method).toBe('REQUEST');

    const moved = await s.ok(s.business.access_token, '/interview/move', slotIn(5, '16:30', 60));
    const updates = (await mails()).map((m) => eventOf(calendarOf(m.raw)?.ics ?? ''));
    expect(updates).toHaveLength(2);
    for (const event of updates) {
      expect(event).toMatchObject({
        method: 'REQUEST',
        uid: first[0]?.uid,
        sequence: 1,
        start: moved.interview?.starts_at,
        end: moved.interview?.ends_at,
      });
    }

    await s.ok(s.business.access_token, '/interview/cancel', {
      message: 'The position was filled.',
    });
    const withdrawn = await mails();
    const cancelledEvents = withdrawn.map((m) => eventOf(calendarOf(m.raw)?.ics ?? ''));
    expect(cancelledEvents.map((e) => [e.method, e.uid, e.sequence, e.status])).toEqual([
      ['CANCEL', first[0]?.uid, 2, 'CANCELLED'],
      ['CANCEL', first[0]?.uid, 2, 'CANCELLED'],
    ]);
    const toApplicant = withdrawn.find((m) => m.to === s.applicant.email);
    expect(toApplicant?.headers.subject).toBe('Interview cancelled: Bookshop Helper');
    expect(toApplicant?.text).toContain('The position was filled.');
    const bell = await s.notifications(s.applicant.access_token);
    expect(bell.notifications.map((n) => n.title)).toEqual([
      'Bookshop Helper: Interview cancelled',
      'Bookshop Helper: Interview moved',
      'Bookshop Helper: Interview proposed',
    ]);
  });

  it('counts new messages in the bell, one per conversation, and mails at most once an hour while unread', async () => {
    const { s, mails } = await setup();
    const say = async (token: string, body: string) => {
      const response = await s.call(token, '/messages', { body });
      expect(response.statusCode, response.body).toBe(201);
    };
    await say(s.business.access_token, 'Hi Maya, thanks for applying!');
    await say(s.business.access_token, 'Are weekends OK for you?');
    const bell = await s.notifications(s.applicant.access_token);
    expect(bell.unread).toBe(1);
    expect(bell.notifications[0]).toMatchObject({
      kind: 'message',
      title: 'New message: Bookshop Helper',
      body: 'Rose City Books: Are weekends OK for you?',
      link: `/applicant/dashboard/applications/${s.applicationId}`,
    });
    const mailed = await mails();
    expect(mailed.map((m) => [m.to, m.headers.subject])).toEqual([
      [s.applicant.email, 'Rose City Books sent you a message about Bookshop Helper'],
    ]);
    expect(mailed[0]?.text).toContain('> Hi Maya, thanks for applying!');

    const read = await s.ok(s.applicant.access_token, '/conversation');
    expect(read.messages.map((m) => [m.from, m.mine, m.body])).toEqual([
      ['business', false, 'Hi Maya, thanks for applying!'],
      ['business', false, 'Are weekends OK for you?'],
    ]);
    expect((await s.notifications(s.applicant.access_token)).unread).toBe(0);
    const seenByBusiness = await s.ok(s.business.access_token, '/conversation');
    expect(seenByBusiness.messages.every((m) => m.mine && m.read_at !== null)).toBe(true);

    await say(s.business.access_token, 'Also, can you start in December?');
    expect((await mails()).map((m) => m.to)).toEqual([s.applicant.email]);
    await say(s.applicant.access_token, 'Yes to both!');
    expect((await mails()).map((m) => m.to)).toEqual([s.business.email]);
    expect((await s.notifications(s.business.access_token)).notifications[0]).toMatchObject({
      kind: 'message',
      body: 'Maya Lopez: Yes to both!',
      link: `/business/applications/${s.applicationId}`,
    });
  });

  it('carries the business’s word with an acceptance, in the mail and the messages', async () => {
    const { app, s, mails } = await setup();
    await s.propose();
    await s.accept(0);
    await mails();
    const accepted = await app.inject({
      method: 'POST',
      url: `/api/business/applications/${s.applicationId}/status`,
      headers: bearer(s.business.access_token),
      payload: { status: 'accepted', message: 'Welcome aboard! First shift is Saturday at 9.' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const mailed = await mails();
    expect(mailed).toHaveLength(1);
    expect(mailed[0]?.text).toContain(
      'Their message: Welcome aboard! First shift is Saturday at 9.',
    );
    const seen = await s.ok(s.applicant.access_token, '/conversation');
    expect(seen.application.status).toBe('accepted');
    expect(seen.messages.map((m) => m.body)).toEqual([
      'Welcome aboard! First shift is Saturday at 9.',
    ]);
  });

  it('stores a reported message, logs it and mails it to SAFETY_EMAIL; only what was sent to you', async () => {
    const { s, mails } = await setup({ SAFETY_EMAIL: 'safety@example.test' });
    const sent = await s.call(s.business.access_token, '/messages', {
      body: 'Text me at 555-0100, not here.',
    });
    const id = sent.json<{ id: number }>().id;
    await mails();
    const own = await s.call(s.business.access_token, `/messages/${id}/report`, {});
    expect(own.statusCode).toBe(400);
    const report = await s.call(s.applicant.access_token, `/messages/${id}/report`, {
      reason: 'Asks me to text a private number',
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toEqual({
      message: 'Thank you. The message was reported and will be reviewed.',
    });
    const again = await s.call(s.applicant.access_token, `/messages/${id}/report`, {});
    expect(again.statusCode).toBe(200);
    const safety = await mails();
    expect(safety.map((m) => m.to)).toEqual(['safety@example.test']);
    expect(safety[0]?.text).toContain('> Text me at 555-0100, not here.');
    expect(safety[0]?.text).toContain('Reason: Asks me to text a private number');
    const seen = await s.ok(s.applicant.access_token, '/conversation');
    expect(seen.messages[0]?.reported).toBe(true);
    expect((await s.call(s.applicant.access_token, '/messages/999999/report', {})).statusCode).toBe(
      404,
    );
  });

  it('holds back a flood of messages from one side, and says when to try again', async () => {
    const { app, s } = await setup();
    await sentHalfAnHourAgo(app, s.applicationId, 30);
    const flooded = await s.call(s.business.access_token, '/messages', { body: 'Hello again?' });
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json<{ message: string }>().message).toMatch(/Wait a little/);
    const answer = await s.call(s.applicant.access_token, '/messages', { body: 'Hi!' });
    expect(answer.statusCode).toBe(201);
  });

  it('keeps the limit and one bell notice when messages are posted at once', async () => {
    const { app, s } = await setup();
    await sentHalfAnHourAgo(app, s.applicationId, 27);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        s.call(s.business.access_token, '/messages', { body: `Are you there? ${i}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      201, 201, 201, 429, 429, 429, 429, 429,
    ]);
    const bell = await app.db
      .selectFrom('notifications')
      .select('link')
      .where('user_id', '=', s.applicant.user_id)
      .where('read_at', 'is', null)
      .where('kind', '=', 'message')
      .execute();
    expect(bell).toHaveLength(1);
  });

  it('keeps links plain for an applicant under 18', async () => {
    const { app } = await setup();
    const minor = await conversationScene(app, { date_of_birth: '2011-03-01' });
    expect((await minor.ok(minor.business.access_token, '/conversation')).links_plain).toBe(true);
    const adult = await conversationScene(app, { date_of_birth: '1999-03-01' });
    expect((await adult.ok(adult.applicant.access_token, '/conversation')).links_plain).toBe(false);
  });
});
