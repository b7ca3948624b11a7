import type { FastifyBaseLogger } from 'fastify';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { CalendarInvitation } from './outbox.repository';

/** One mail of the outbox, ready to go. */
export interface MailMessage {
  outboxId: number;
  /** The left part of the Message-ID, the same on every attempt; the sender's domain follows. */
  messageKey: string;
  to: string;
  subject: string;
  text: string;
  /** A calendar invitation, sent as the text/calendar part calendar programs act on. */
  calendar?: CalendarInvitation | null;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

// Network timeouts: a hung server gives up; the outbox lease is renewed while a send runs.
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** The domain of the sender's address ("FirstShift <no-reply@jobs.example.org>" → its domain). */
export function senderDomain(from: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'firstshift.mail';
}

const toMail = (from: string, message: MailMessage) => ({
  from,
  to: message.to,
  subject: message.subject,
  text: message.text,
  // Plain text in quoted-printable keeps long links on one logical line.
  textEncoding: 'quoted-printable' as const,
  messageId: `<${message.messageKey}@${senderDomain(from)}>`,
  ...(message.calendar
    ? {
        icalEvent: {
          method: message.calendar.method,
          content: message.calendar.content,
          filename: message.calendar.method === 'CANCEL' ? 'cancelled.ics' : 'invite.ics',
        },
      }
    : {}),
});

/** Sends through the SMTP server of `url` (smtp:// or smtps://, credentials in the URL). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...TIMEOUTS });
  return {
    async send(message) {
      await transporter.sendMail(toMail(from, message));
    },
    close: () => transporter.close(),
  };
}

/**
 * Without an SMTP server: writes each mail as an .eml file into `dir` (a developer opens it in
 * any mail program) and logs who it is for, never the body, which may hold a secret link.
 */
export function fileTransport(dir: string, from: string, log: FastifyBaseLogger): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transporter.sendMail(toMail(from, message));
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${message.outboxId}.eml`);
      // Written aside and renamed, so that a reader never sees half a mail.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
      log.info(
        { to: message.to, subject: message.subject, file },
        'mail written to the outbox folder',
      );
    },
    close: () => transporter.close(),
  };
}
