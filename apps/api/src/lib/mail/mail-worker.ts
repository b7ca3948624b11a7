import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/create-db';
import type { MailTransport } from './mail-transport';
import {
  type ClaimedMail,
  claimDueMail,
  failAbandoned,
  markAttemptFailed,
  markSent,
  renewLease,
} from './outbox.repository';

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** How often the outbox is checked besides the kicks after each enqueue. */
  pollMs?: number;
  batchSize?: number;
  /** Attempts before a mail is marked failed. */
  maxAttempts?: number;
  /**
   * How long a claim holds without renewal. The worker renews its claims every third of it while
   * it runs, so a crashed worker's mails wait at most this long for another one.
   */
  lockMs?: number;
  /** Wait before attempt `attempt + 1`. */
  backoffMs?: (attempt: number) => number;
}

export interface MailWorker {
  /** Delivers at once, then every `pollMs`, until stopped. */
  start(): void;
  /** Stops polling and waits for the delivery in progress. */
  stop(): Promise<void>;
  /** Delivers soon (after an enqueue); does nothing once stopped. */
  kick(): void;
  /** Delivers every mail due now, after any delivery in progress; resolves with the number sent. */
  deliverPending(): Promise<number>;
}

// 1, 4, 16, 64 minutes…: a server that is down for a while is not hammered.
const defaultBackoff = (attempt: number) => 60_000 * 4 ** (attempt - 1);

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, log } = options;
  const pollMs = options.pollMs ?? 5_000;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 5;
  const lockMs = options.lockMs ?? 30_000;
  const backoffMs = options.backoffMs ?? defaultBackoff;

  let started = false;
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  // Runs never overlap: each waits for the one before; a run not yet begun serves every caller.
  let tail: Promise<unknown> = Promise.resolve();
  let waiting: Promise<number> | undefined;

  async function deliver(mail: ClaimedMail): Promise<boolean> {
    try {
      await transport.send({
        outboxId: mail.id,
        messageKey: mail.messageKey,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.bodyText,
        ...(mail.calendar ? { calendar: mail.calendar } : {}),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt =
        mail.attempts >= maxAttempts ? null : new Date(Date.now() + backoffMs(mail.attempts));
      await markAttemptFailed(db, mail.id, message, retryAt);
      log.warn(
        { outboxId: mail.id, attempts: mail.attempts, willRetry: retryAt !== null, err: message },
        'mail delivery failed',
      );
      return false;
    }
    await markSent(db, mail.id);
    return true;
  }

  /**
   * One mail in isolation: whatever goes wrong with it (the transport, or recording the outcome)
   * is logged with its id and the batch goes on. A mail whose outcome could not be recorded
   * stays claimed; its lease runs out and it is tried again, up to maxAttempts claims.
   */
  async function deliverIsolated(mail: ClaimedMail): Promise<boolean> {
    try {
      return await deliver(mail);
    } catch (error) {
      log.error(
        { outboxId: mail.id, attempts: mail.attempts, err: error },
        'mail outbox row failed',
      );
      return false;
    }
  }

  async function runOnce(): Promise<number> {
    let sent = 0;
    const abandoned = await failAbandoned(db, maxAttempts);
    if (abandoned > 0)
      log.error({ abandoned }, 'mails set aside after repeated unfinished attempts');
    while (!closing) {
      const batch = await claimDueMail(db, { limit: batchSize, lockMs, maxAttempts });
      if (batch.length === 0) break;
      const held = new Set(batch.map((mail) => mail.id));
      const renewal = setInterval(() => {
        renewLease(db, [...held], lockMs).catch((error: unknown) =>
          log.warn({ err: error }, 'could not renew the outbox lease'),
        );
      }, lockMs / 3);
      renewal.unref();
      try {
        for (const mail of batch) {
          if (await deliverIsolated(mail)) sent += 1;
          held.delete(mail.id);
        }
      } finally {
        clearInterval(renewal);
      }
    }
    return sent;
  }

  function deliverPending(): Promise<number> {
    if (waiting) return waiting;
    const run = tail.then(() => {
      waiting = undefined;
      return runOnce();
    });
    waiting = run;
    tail = run.catch(() => undefined);
    return run;
  }

  function kick() {
    if (!started || closing) return;
    deliverPending().catch((error: unknown) => log.error({ err: error }, 'mail outbox run failed'));
  }

  return {
    start() {
      if (started) return;
      started = true;
      timer = setInterval(kick, pollMs);
      timer.unref();
      kick();
    },
    async stop() {
      closing = true;
      clearInterval(timer);
      await tail;
    },
    kick,
    deliverPending,
  };
}
