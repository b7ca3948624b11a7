import { conversationPath } from '../../../lib/notices';
import { type InAppNotice, type MailContent, letter } from './letter';

// A new message in an application's conversation, for the side it was sent to. The bell keeps
// one notification per conversation (its newest message), so a lively chat does not bury the
// rest; the mail carries the text, as plain text.

export interface MessageNews {
  applicationId: number;
  recipientRole: 'business' | 'applicant';
  senderName: string;
  jobTitle: string;
  body: string;
}

const PREVIEW = 140;

export function messageNotice(news: MessageNews): InAppNotice {
  const preview = news.body.length > PREVIEW ? `${news.body.slice(0, PREVIEW - 1)}…` : news.body;
  return {
    title: `New message: ${news.jobTitle}`,
    body: `${news.senderName}: ${preview}`,
    link: conversationPath(news.recipientRole, news.applicationId),
  };
}

export function messageMail(origin: string, news: MessageNews): MailContent {
  return {
    subject: `${news.senderName} sent you a message about ${news.jobTitle}`,
    text: letter([
      `${news.senderName} wrote about ${news.jobTitle}:`,
      '',
      ...news.body.split(/\r?\n/).map((line) => `> ${line}`),
      '',
      'Read and answer it on FirstShift (replies to this email are not read):',
      '',
      `${origin}${conversationPath(news.recipientRole, news.applicationId)}`,
      '',
      'While you have not read the conversation, we email you at most once an hour about it.',
    ]),
  };
}
