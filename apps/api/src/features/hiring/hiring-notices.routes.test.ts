import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../app';
import { applyOk } from '../../testing/applicant-testing';
import { conversationScene } from '../../testing/conversation-testing';
import { bearer, registerApplicant, registerBusiness } from '../../testing/auth-testing';
import { postJob } from '../../testing/business-jobs-testing';
import { parseEml } from '../../testing/eml';
import { startSmtpServer } from '../../testing/smtp-server';
import { buildIsolatedApp, testConfig, testDatabaseKinds } from '../../testing/test-app';

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'firstshift-notices-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function hiringScene(app: FastifyInstance) {
  const scene = await conversationScene(app);
  const move = async (status: string) => {
    const moved = await app.inject({
      method: 'POST',
      url: `/api/business/applications/${scene.applicationId}/status`,
      headers: bearer(scene.business.access_token),
      payload: { status },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  };
  return { ...scene, move };
}

describe.each(testDatabaseKinds)('hiring notices on %s', (kind) => {
  it('tells the business of a new application and the applicant of each move, by mail once', async () => {
    const smtp = await startSmtpServer();
    const { app } = await buildIsolatedApp(kind, {
      env: { SMTP_URL: smtp.url, DATA_DIR: tempDir(), PUBLIC_URL: 'https://jobs.example.test' },
    });
    const scene = await hiringScene(app);

    const forBusiness = await scene.notifications(scene.business.access_token);
    expect(forBusiness.unread).toBe(1);
    expect(forBusiness.notifications[0]).toMatchObject({
      kind: 'new_application',
      title: 'New application: Bookshop Helper',
      body: 'Maya Lopez applied to Bookshop Helper.',
      link: `/business/applications/${scene.applicationId}`,
      read: false,
    });

    await scene.move('shortlisted');
    await scene.move('rejected');
    await app.mail.deliverPending();
    await app.mail.deliverPending();

    const subjects = smtp.received.map((m) => parseEml(m.raw).headers.subject);
    expect(subjects).toEqual([
      'New application for Bookshop Helper',
      'Your application for Bookshop Helper: Shortlisted',
      'Your application for Bookshop Helper: Rejected',
    ]);
    expect(smtp.received[0]?.to).toEqual([scene.business.email]);
    expect(smtp.received[2]?.to).toEqual([scene.applicant.email]);
    const rejected = parseEml(smtp.received[2]?.raw ?? '').text;
    expect(rejected).toContain(
      'Rose City Books has decided not to move forward with your application.',
    );
    expect(rejected).toContain(
      `https://jobs.example.test/applicant/dashboard/applications/${scene.applicationId}`,
    );

    const forApplicant = await scene.notifications(scene.applicant.access_token);
    expect(forApplicant.notifications.map((n) => n.title)).toEqual([
      'Bookshop Helper: Rejected',
      'Bookshop Helper: Shortlisted',
    ]);
    const read = await app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: bearer(scene.applicant.access_token),
    });
    expect(read.statusCode).toBe(204);
    expect((await scene.notifications(scene.applicant.access_token)).unread).toBe(0);
    expect((await scene.notifications(scene.business.access_token)).unread).toBe(1);
  });

  it('keeps to in-app notices when the applicant turned Application Updates off', async () => {
    const smtp = await startSmtpServer();
    const { app } = await buildIsolatedApp(kind, {
      env: { SMTP_URL: smtp.url, DATA_DIR: tempDir() },
    });
    const scene = await hiringScene(app);
    const settings = await app.inject({
      method: 'PUT',
      url: '/api/applicant/notification-settings',
      headers: bearer(scene.applicant.access_token),
      payload: {
        new_job_matches: true,
        application_updates: false,
        interview_reminders: false,
        weekly_summary: false,
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    await scene.move('shortlisted');
    await app.mail.deliverPending();
    expect(smtp.received.map((m) => m.to[0])).toEqual([scene.business.email]);
    expect((await scene.notifications(scene.applicant.access_token)).unread).toBe(1);
  });

  it('mails no business that turned email notifications off', async () => {
    const smtp = await startSmtpServer();
    const { app } = await buildIsolatedApp(kind, {
      env: { SMTP_URL: smtp.url, DATA_DIR: tempDir() },
    });
    const business = await registerBusiness(app, { email_notifications: false });
    const job = await postJob(app, business.access_token, {
      minimum_age_required: 14,
      action: 'save_and_publish',
    });
    const applicant = await registerApplicant(app);
    await applyOk(app, applicant.access_token, job.id);
    await app.mail.deliverPending();
    expect(smtp.received).toEqual([]);
  });

  it('sends a mail queued before a restart once, from the restarted server', async () => {
    const smtp = await startSmtpServer();
    const env = { SMTP_URL: smtp.url, DATA_DIR: tempDir() };
    const { app, database } = await buildIsolatedApp(kind, { env });
    const scene = await hiringScene(app);
    await scene.move('shortlisted');
    await app.close();

    const restarted = await buildApp(testConfig(env), { db: database.db });
    onTestFinished(() => restarted.close());
    expect(await restarted.mail.deliverPending()).toBe(2);
    expect(await restarted.mail.deliverPending()).toBe(0);
    expect(smtp.received).toHaveLength(2);
  });
});
