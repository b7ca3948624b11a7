import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { registerPeriodicTask } from '../../plugins/periodic-task';
import { sendJobAlertMails } from './job-alerts';
import { tell } from './notices';
import { sendWeeklySummaries } from './weekly-summaries';

const TEN_MINUTES_MS = 10 * 60_000;

const failedRun = (log: FastifyBaseLogger, job: string) => (error: unknown) => {
  log.error({ err: error, job }, `${job}: the run failed; the next one tries again`);
  return 0;
};

/**
 * The notifications capability, called by app.ts: `app.notify` for the events other features
 * report, and the job alert and weekly summary mails that are due, queued when the server
 * starts listening and every ten minutes after (the mail worker then sends them). Several
 * instances may run it at once: each mail is claimed by a conditional update and named by a
 * dedupe key. Needs `app.mail` and `app.siteOrigin` (plugins) first.
 */
export function registerNotifications(
  app: FastifyInstance,
  intervalMs: number = TEN_MINUTES_MS,
): void {
  app.decorate('notify', (db, notice) => tell(db, app.siteOrigin(), notice));

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
