import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../app';
import { bearer } from '../../testing/auth-testing';
import { conversationScene, slotIn } from '../../testing/conversation-testing';
import { buildIsolatedApp, testConfig, testDatabaseKinds } from '../../testing/test-app';
import { sendInterviewReminders } from './interview-reminders';

const HOUR = 3_600_000;

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'firstshift-reminders-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe.each(testDatabaseKinds)('interview reminders on %s', (kind) => {
  async function agreedInterview(reminders: boolean) {
    const env = { DATA_DIR: tempDir() };
    const { app, database } = await buildIsolatedApp(kind, { env });
    const s = await conversationScene(app);
    const settings = await app.inject({
      method: 'PUT',
      url: '/api/applicant/notification-settings',
      headers: bearer(s.applicant.access_token),
      payload: {
        new_job_matches: true,
        application_updates: true,
        interview_reminders: reminders,
        weekly_summary: false,
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    await s.propose({ slots: [slotIn(3)] });
    const agreed = await s.accept(0);
    const start = Date.parse(agreed.interview?.starts_at ?? '');
    const reminders24 = () =>
      database.db
        .selectFrom('notifications')
        .select('title')
        .where('kind', '=', 'interview_reminder')
        .orderBy('id', 'desc')
        .execute();
    return { app, database, env, s, start, reminders: reminders24 };
  }

  it('are sent once each, 24 and 2 hours before, by two instances at once and after a restart', async () => {
    const { app, database, env, start, reminders } = await agreedInterview(true);
    const second = await buildApp(testConfig(env), { db: database.db });
    onTestFinished(() => second.close());

    expect(await sendInterviewReminders(app.db, app.notify, new Date(start - 25 * HOUR))).toBe(0);
    const dayBefore = new Date(start - 23 * HOUR);
    const sent = await Promise.all([
      sendInterviewReminders(app.db, app.notify, dayBefore),
      sendInterviewReminders(second.db, second.notify, dayBefore),
    ]);
    expect(sent[0] + sent[1]).toBe(1);
    await app.close();

    const restarted = await buildApp(testConfig(env), { db: database.db });
    onTestFinished(() => restarted.close());
    expect(await sendInterviewReminders(restarted.db, restarted.notify, dayBefore)).toBe(0);
    const twoHoursBefore = new Date(start - 119 * 60_000);
    const last = await Promise.all([
      sendInterviewReminders(restarted.db, restarted.notify, twoHoursBefore),
      sendInterviewReminders(second.db, second.notify, twoHoursBefore),
    ]);
    expect(last[0] + last[1]).toBe(1);
    expect(await sendInterviewReminders(second.db, second.notify, new Date(start - HOUR))).toBe(0);

    const titles = (await reminders()).map((n) => n.title);
    expect(titles).toEqual([
      'Interview in 2 hours: Bookshop Helper',
      'Interview tomorrow: Bookshop Helper',
    ]);
    const outbox = await database.db
      .selectFrom('mail_outbox')
      .select(['subject'])
      .where('dedupe_key', 'like', 'interview-reminder:%')
      .execute();
    // Each subject goes on with the interview's day and time, whichever day the test runs.
    expect(outbox.map((m) => m.subject.split(', ')[0]).sort()).toEqual(
      ['Reminder: your interview in 2 hours', 'Reminder: your interview tomorrow'].sort(),
    );
  });

  it('are due again when the interview moves, and never with the switch off', async () => {
    const moved = await agreedInterview(true);
    const dayBefore = new Date(moved.start - 23 * HOUR);
    expect(await sendInterviewReminders(moved.app.db, moved.app.notify, dayBefore)).toBe(1);
    await moved.s.ok(moved.s.business.access_token, '/interview/move', slotIn(4, '09:00'));
    const after = await moved.s.ok(moved.s.applicant.access_token, '/conversation');
    const newStart = Date.parse(after.interview?.starts_at ?? '');
    expect(
      await sendInterviewReminders(moved.app.db, moved.app.notify, new Date(newStart - 23 * HOUR)),
    ).toBe(1);

    const off = await agreedInterview(false);
    for (const lead of [23, 1.5]) {
      expect(
        await sendInterviewReminders(off.app.db, off.app.notify, new Date(off.start - lead * HOUR)),
      ).toBe(0);
    }
    expect(await off.reminders()).toEqual([]);
  });
});
