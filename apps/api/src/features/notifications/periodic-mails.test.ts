import { describe, expect, it } from 'vitest';
import { bearer, registerApplicant, registerBusiness } from '../../testing/auth-testing';
import { postSavedSearch } from '../../testing/applicant-testing';
import { postJob } from '../../testing/business-jobs-testing';
import { createSavedSearch } from '../../testing/factories';
import { poisonRow } from '../../testing/poisoned-row';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import { ITEM_MAX_FAILURES, itemRetryDelayMs } from '../../lib/isolated-items';
import { sendJobAlertMails } from './job-alerts';
import { sendWeeklySummaries } from './weekly-summaries';

const ORIGIN = 'https://jobs.example.test';
const HOUR = 3600_000;

describe.each(testDatabaseKinds)('job alert and weekly summary mails on %s', (kind) => {
  const ctx = setupTestApp(kind);

  const outbox = () =>
    ctx.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject', 'body_text'])
      .orderBy('id')
      .execute();

  async function applicantWithSearch(settings?: Record<string, boolean>) {
    const applicant = await registerApplicant(ctx.app);
    const saved = await postSavedSearch(ctx.app, applicant.access_token, {
      name: 'Dog jobs in Salem',
      filters: { search: 'dog', city: 'Salem' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    if (settings) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/applicant/notification-settings',
        headers: bearer(applicant.access_token),
        payload: {
          new_job_matches: true,
          application_updates: true,
          interview_reminders: false,
          weekly_summary: false,
          ...settings,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    return applicant;
  }

  async function postDogJob(token: string, title: string) {
    return postJob(ctx.app, token, {
      title,
      description: 'Walk a friendly dog after school.',
      location_city: 'Salem',
      action: 'save_and_publish',
    });
  }

  it('mails the new matches of a saved search at most once a day, each job once', async () => {
    const applicant = await applicantWithSearch();
    const business = await registerBusiness(ctx.app);
    const first = await postDogJob(business.access_token, 'Dog Walker');
    await postJob(ctx.app, business.access_token, { title: 'Cashier', action: 'save_and_publish' });

    expect(await sendJobAlertMails(ctx.db, ORIGIN)).toBe(1);
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      recipient: applicant.email,
      subject: '1 new job for "Dog jobs in Salem"',
    });
    expect(mail?.body_text).toContain(`- Dog Walker at Rose City Bakery (Part-time), Salem, OR`);
    expect(mail?.body_text).toContain(`${ORIGIN}/jobs/${first.id}`);
    expect(mail?.body_text).not.toContain('Cashier');

    // Within the day: nothing more, even with a new match.
    await postDogJob(business.access_token, 'Dog Sitter');
    expect(await sendJobAlertMails(ctx.db, ORIGIN)).toBe(0);

    // A day later: only the job not mailed yet.
    expect(await sendJobAlertMails(ctx.db, ORIGIN, new Date(Date.now() + 25 * HOUR))).toBe(1);
    const mails = await outbox();
    expect(mails).toHaveLength(2);
    expect(mails[1]?.body_text).toContain('Dog Sitter');
    expect(mails[1]?.body_text).not.toContain('Dog Walker at');
    expect(await ctx.db.selectFrom('job_alerts').select('job_id').execute()).toHaveLength(2);
    expect(await sendJobAlertMails(ctx.db, ORIGIN, new Date(Date.now() + 26 * HOUR))).toBe(0);
  });

  it('queues one alert when two runs (two instances, or a restart) race', async () => {
    await applicantWithSearch();
    const business = await registerBusiness(ctx.app);
    await postDogJob(business.access_token, 'Dog Walker');
    const queued = await Promise.all([
      sendJobAlertMails(ctx.db, ORIGIN),
      sendJobAlertMails(ctx.db, ORIGIN),
    ]);
    expect(queued[0] + queued[1]).toBe(1);
    expect(await outbox()).toHaveLength(1);
  });

  it('reads a search stored with a NUL before such text was refused, without it', async () => {
    const applicant = await registerApplicant(ctx.app);
    await createSavedSearch(ctx.db, applicant.user_id, {
      name: 'Old search',
      // JSON text keeps the NUL as an escape, which PostgreSQL stores; the search used to fail.
      filters: JSON.stringify({ search: 'dog\u0000' }),
    });
    const business = await registerBusiness(ctx.app);
    await postDogJob(business.access_token, 'Dog Walker');
    expect(await sendJobAlertMails(ctx.db, ORIGIN)).toBe(1);
    expect(await outbox()).toEqual([
      expect.objectContaining({ subject: '1 new job for "Old search"' }),
    ]);
  });

  it('mails nothing when New Job Matches is off', async () => {
    await applicantWithSearch({ new_job_matches: false });
    const business = await registerBusiness(ctx.app);
    await postDogJob(business.access_token, 'Dog Walker');
    expect(await sendJobAlertMails(ctx.db, ORIGIN)).toBe(0);
    expect(await outbox()).toEqual([]);
  });

  it('sends a weekly summary a week after it was turned on, then weekly', async () => {
    const applicant = await applicantWithSearch({ weekly_summary: true });
    const business = await registerBusiness(ctx.app);
    await postDogJob(business.access_token, 'Dog Walker');
    expect(await sendWeeklySummaries(ctx.db, ORIGIN)).toBe(0);

    const inEightDays = new Date(Date.now() + 8 * 24 * HOUR);
    await postDogJob(business.access_token, 'Dog Groomer');
    await ctx.db
      .updateTable('jobs')
      .set({ published_at: new Date(Date.now() + 7.5 * 24 * HOUR).toISOString() })
      .where('title', '=', 'Dog Groomer')
      .execute();
    expect(await sendWeeklySummaries(ctx.db, ORIGIN, inEightDays)).toBe(1);
    const [summary] = await outbox();
    expect(summary).toMatchObject({
      recipient: applicant.email,
      subject: 'Your week on FirstShift',
    });
    expect(summary?.body_text).toContain('- "Dog jobs in Salem": 1 new job');
    expect(await sendWeeklySummaries(ctx.db, ORIGIN, inEightDays)).toBe(0);
  });

  /** Three applicants, each with a saved search for dog jobs in Salem, and one such job. */
  async function threeApplicantsAndADogJob(settings?: Record<string, boolean>) {
    const one = () => applicantWithSearch(settings);
    const applicants = [await one(), await one(), await one()] as const;
    const business = await registerBusiness(ctx.app);
    await postDogJob(business.access_token, 'Dog Walker');
    return applicants;
  }

  /** A log that keeps what it is told, to check that a failure names its item. */
  function recordingLog() {
    const entries: Array<{ level: string; details: Record<string, unknown>; message: string }> = [];
    const entry = (level: string) => (details: object, message: string) =>
      entries.push({ level, details: details as Record<string, unknown>, message });
    return { entries, warn: entry('warn'), error: entry('error') };
  }

  it('goes on with every other saved search when one fails, retries it later, then sets it aside', async () => {
    const [first, second, third] = await threeApplicantsAndADogJob();
    const searches = await ctx.db.selectFrom('saved_searches').select('id').orderBy('id').execute();
    const poisoned = searches[1]?.id ?? 0;
    await poisonRow(ctx.db, kind, {
      table: 'saved_searches',
      column: 'last_alerted_at',
      keyColumn: 'id',
      key: poisoned,
    });

    const log = recordingLog();
    const now = new Date();
    expect(await sendJobAlertMails(ctx.db, ORIGIN, now, log)).toBe(2);
    expect((await outbox()).map((mail) => mail.recipient).sort()).toEqual(
      [first.email, third.email].sort(),
    );
    expect(second).toBeDefined();
    expect(log.entries).toEqual([
      expect.objectContaining({
        level: 'warn',
        details: expect.objectContaining({ savedSearchId: poisoned, failures: 1, setAside: false }),
      }),
    ]);
    const failed = await ctx.db
      .selectFrom('saved_searches')
      .select(['alert_failures', 'alert_retry_at'])
      .where('id', '=', poisoned)
      .executeTakeFirstOrThrow();
    expect(failed.alert_failures).toBe(1);
    expect(Date.parse(failed.alert_retry_at ?? '')).toBe(now.getTime() + itemRetryDelayMs(1));

    // Not before its retry time; then with a growing wait, until it is set aside.
    expect(await sendJobAlertMails(ctx.db, ORIGIN, now, log)).toBe(0);
    expect(log.entries).toHaveLength(1);
    let at = now;
    for (let failures = 2; failures <= ITEM_MAX_FAILURES; failures++) {
      at = new Date(at.getTime() + itemRetryDelayMs(failures - 1));
      await sendJobAlertMails(ctx.db, ORIGIN, at, log);
    }
    expect(log.entries.at(-1)).toMatchObject({
      level: 'error',
      details: { savedSearchId: poisoned, failures: ITEM_MAX_FAILURES, setAside: true },
    });
    const tries = log.entries.length;
    await sendJobAlertMails(ctx.db, ORIGIN, new Date(at.getTime() + 30 * 24 * HOUR), log);
    expect(log.entries).toHaveLength(tries);
  });

  it('goes on with every other weekly summary when one fails', async () => {
    const applicants = await threeApplicantsAndADogJob({ weekly_summary: true });
    await ctx.db
      .updateTable('jobs')
      .set({ published_at: new Date(Date.now() + 7.5 * 24 * HOUR).toISOString() })
      .execute();
    const users = await ctx.db
      .selectFrom('notification_settings')
      .select('user_id')
      .orderBy('user_id')
      .execute();
    const poisoned = users[0]?.user_id ?? 0;
    await poisonRow(ctx.db, kind, {
      table: 'notification_settings',
      column: 'last_weekly_summary_at',
      keyColumn: 'user_id',
      key: poisoned,
    });
    const log = recordingLog();
    const inEightDays = new Date(Date.now() + 8 * 24 * HOUR);
    expect(await sendWeeklySummaries(ctx.db, ORIGIN, inEightDays, log)).toBe(2);
    expect((await outbox()).map((mail) => mail.recipient).sort()).toEqual(
      applicants
        .slice(1)
        .map((a) => a.email)
        .sort(),
    );
    expect(log.entries).toEqual([
      expect.objectContaining({
        details: expect.objectContaining({ applicantId: poisoned, failures: 1 }),
      }),
    ]);
  });
});
