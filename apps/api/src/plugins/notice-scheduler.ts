import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sendJobAlertMails, sendWeeklySummaries } from '../features/applicant/job-alert-mails';
import { registerPeriodicTask } from './periodic-task';

const TEN_MINUTES_MS = 10 * 60_000;

const failedRun = (log: FastifyBaseLogger, job: string) => (error: unknown) => {
  log.error({ err: error, job }, `${job}: the run failed; the next one tries again`);
  return 0;
};

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
    const log = app.log.child({ module: 'notices' });
    // Each one goes on whatever happens to the other, and to any one item of either.
    const [alerts, summaries] = await Promise.all([
      sendJobAlertMails(app.db, origin, new Date(), log).catch(failedRun(log, 'job alerts')),
      sendWeeklySummaries(app.db, origin, new Date(), log).catch(
        failedRun(log, 'weekly summaries'),
      ),
    ]);
    if (alerts + summaries > 0) {
      app.log.info({ alerts, summaries }, 'notice mails queued');
      app.mail.kick();
    }
  });
}
