import type { FastifyInstance } from 'fastify';
import { sendJobAlertMails, sendWeeklySummaries } from '../features/applicant/job-alert-mails';
import { registerPeriodicTask } from './periodic-task';

const TEN_MINUTES_MS = 10 * 60_000;

/**
 * Queues the job alert and weekly summary mails that are due, when the server starts listening
 * and every ten minutes after; the mail worker then sends them. Several instances may run it at
 * once: each mail is claimed by a conditional update and named by a dedupe key.
 */
export function registerNoticeScheduler(
  app: FastifyInstance,
  intervalMs: number = TEN_MINUTES_MS,
): void {
  registerPeriodicTask(app, 'queuing notice mails', intervalMs, async () => {
    const origin = app.siteOrigin();
    const [alerts, summaries] = await Promise.all([
      sendJobAlertMails(app.db, origin),
      sendWeeklySummaries(app.db, origin),
    ]);
    if (alerts + summaries > 0) {
      app.log.info({ alerts, summaries }, 'notice mails queued');
      app.mail.kick();
    }
  });
}
