import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import type { Config } from '../config';
import { type MailTransport, fileTransport, smtpTransport } from '../lib/mail/mail-transport';
import { createMailWorker } from '../lib/mail/mail-worker';
import { type OutgoingMail, enqueueMail } from '../lib/mail/outbox.repository';

export interface Mailer {
  /** Puts a mail in the outbox and wakes the worker; false when its dedupe key was used. */
  enqueue(mail: OutgoingMail): Promise<boolean>;
  /** Wakes the worker, e.g. after `enqueueMail` inside a committed transaction. */
  kick(): void;
  /** Sends every mail due now (tests, scripts); resolves with how many were sent. */
  deliverPending(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export interface MailOptions {
  /** Replaces the transport chosen from the config (tests). */
  transport?: MailTransport;
  pollMs?: number;
}

/**
 * Outgoing mail (DESIGN §2, docs/decisions/008): an outbox in the database and a worker that
 * sends it through SMTP_URL, or into DATA_DIR/outbox/ as .eml files when no server is set. The
 * worker starts when the server listens and stops before it closes.
 */
export function registerMail(
  app: FastifyInstance,
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  options: MailOptions = {},
): void {
  const transport =
    options.transport ??
    (config.smtpUrl
      ? smtpTransport(config.smtpUrl, config.mailFrom)
      : fileTransport(path.join(config.dataDir, 'outbox'), config.mailFrom, app.log));
  const worker = createMailWorker({
    db: app.db,
    transport,
    log: app.log.child({ module: 'mail' }),
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
  });

  app.decorate('mail', {
    async enqueue(mail: OutgoingMail) {
      const added = await enqueueMail(app.db, mail);
      worker.kick();
      return added;
    },
    kick: () => worker.kick(),
    deliverPending: () => worker.deliverPending(),
  });
  // Only a listening server delivers in the background: an app used through `inject` (tests,
  // scripts) sends when told to, with `deliverPending`.
  app.addHook('onListen', async () => {
    worker.start();
  });
  app.addHook('preClose', async () => {
    await worker.stop();
    transport.close();
  });
}
