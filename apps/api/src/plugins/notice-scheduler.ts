import type { FastifyInstance } from 'fastify';
import { sendJobAlertMails, sendWeeklySummaries } from '../features/applicant/job-alert-mails';

const TEN_MINUTES_MS = 10 * 60_000;

/**
 * Queues the job alert and weekly summary mails that are due, when the server starts listening
 * and every ten minutes after; the mail worker then sends them. Several instances may run it at
 * once: each mail is claimed by a conditional update and named by a dedupe key. An app used
 * only through `inject` (tests) never runs it.
 */
export function registerNoticeScheduler(
  app: FastifyInstance,
  intervalMs: number = TEN_MINUTES_MS,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const run = () => {
    const origin = app.siteOrigin();
    running ??= Promise.all([
      sendJobAlertMails(app.db, origin),
      sendWeeklySummaries(app.db, origin),
    ])
      .then(([alerts, summaries]) => {
        if (alerts + summaries > 0) {
          app.log.info({ alerts, summaries }, 'notice mails queued');
          app.mail.kick();
        }
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'queuing notice mails failed'))
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onListen', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
