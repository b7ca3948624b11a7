import {
  INTERVIEW_FORMAT_LABELS,
  type PartyRole,
  formatInterviewLength,
  formatInterviewTime,
} from '@firstshift/domain';
import { type InterviewChange, type InterviewFacts, conversationPath } from '../../../lib/notices';
import { type InAppNotice, type MailContent, letter } from './letter';

// What each side reads of an interview's changes (docs/decisions/034). Times are written in the
// interview's own zone with its abbreviation ("3:00 PM EST"): a mail cannot know its reader's.

export interface InterviewNews {
  change: InterviewChange;
  actor: PartyRole;
  interview: InterviewFacts;
  message: string | null;
}

const when = (interview: InterviewFacts) =>
  interview.startsAt ? formatInterviewTime(interview.startsAt, interview.timeZone) : '';

const actorName = (news: InterviewNews) =>
  news.actor === 'business' ? news.interview.companyName : news.interview.applicant.name;

const HEADLINES: Record<InterviewChange, string> = {
  proposed: 'Interview proposed',
  confirmed: 'Interview confirmed',
  declined: 'Interview times declined',
  moved: 'Interview moved',
  cancelled: 'Interview cancelled',
  new_time_requested: 'Another interview time asked for',
};

function sentence(news: InterviewNews): string {
  const { interview } = news;
  switch (news.change) {
    case 'proposed': {
      const count = interview.slots.length;
      return `${interview.companyName} would like to interview you and offers ${count} ${count === 1 ? 'time' : 'times'}: choose the one that suits you`;
    }
    case 'confirmed':
      return `${interview.applicant.name} accepted the interview on ${when(interview)}`;
    case 'declined':
      return `${interview.applicant.name} declined the times you proposed`;
    case 'moved':
      return `${interview.companyName} moved your interview to ${when(interview)}`;
    case 'cancelled':
      return `${actorName(news)} cancelled the interview`;
    case 'new_time_requested':
      return `${interview.applicant.name} asked for another time than ${when(interview)}`;
  }
}

/** The in-app notification of a change, for the side that did not make it. */
export function interviewNotice(news: InterviewNews, recipient: PartyRole): InAppNotice {
  return {
    title: `${news.interview.jobTitle}: ${HEADLINES[news.change]}`,
    body: news.message ? `${sentence(news)}. “${news.message}”` : sentence(news),
    link: conversationPath(recipient, news.interview.applicationId),
  };
}

/** Where and how, in the lines of a mail. */
function details(interview: InterviewFacts): string[] {
  const how = INTERVIEW_FORMAT_LABELS[interview.format];
  const times =
    interview.startsAt && interview.lengthMinutes
      ? [`When: ${when(interview)} (${formatInterviewLength(interview.lengthMinutes)})`]
      : interview.slots.map(
          (slot, index) =>
            `Time ${index + 1}: ${formatInterviewTime(slot.startsAt, interview.timeZone)} (${formatInterviewLength(slot.lengthMinutes)})`,
        );
  return [
    `Job: ${interview.jobTitle} at ${interview.companyName}`,
    ...times,
    `How: ${how}`,
    interview.format === 'in_person'
      ? `Where: ${interview.location}`
      : `${how}: ${interview.location}`,
    ...(interview.note ? [`Note: ${interview.note}`] : []),
  ];
}

/** The mail of a change, for `recipient` (the other side, or the actor's own calendar copy). */
export function interviewMail(
  origin: string,
  news: InterviewNews,
  recipient: PartyRole,
): MailContent {
  const { interview } = news;
  const own = recipient === news.actor;
  const opening = own
    ? `Here is the calendar update for the interview you ${news.change === 'cancelled' ? 'cancelled' : 'changed'}.`
    : `${sentence(news)}.`;
  return {
    subject: `${HEADLINES[news.change]}: ${interview.jobTitle}${interview.startsAt && news.change !== 'cancelled' ? `, ${when(interview)}` : ''}`,
    text: letter([
      opening,
      ...(news.message && !own ? ['', `Their message: ${news.message}`] : []),
      '',
      ...details(interview),
      '',
      'See the interview and your messages:',
      '',
      `${origin}${conversationPath(recipient, interview.applicationId)}`,
    ]),
  };
}

/** The applicant's reminder, a day or two hours before. */
export function reminderNotice(interview: InterviewFacts, before: '24h' | '2h'): InAppNotice {
  return {
    title: `Interview ${before === '24h' ? 'tomorrow' : 'in 2 hours'}: ${interview.jobTitle}`,
    body: `${when(interview)} with ${interview.companyName}. ${INTERVIEW_FORMAT_LABELS[interview.format]}: ${interview.location}`,
    link: conversationPath('applicant', interview.applicationId),
  };
}

export function reminderMail(
  origin: string,
  interview: InterviewFacts,
  before: '24h' | '2h',
  footer: string,
): MailContent {
  return {
    subject: `Reminder: your interview ${before === '24h' ? 'tomorrow' : 'in 2 hours'}, ${when(interview)}`,
    text: letter([
      `This is a reminder of your interview with ${interview.companyName}.`,
      '',
      ...details(interview),
      '',
      'If you cannot make it, say so from the interview’s page:',
      '',
      `${origin}${conversationPath('applicant', interview.applicationId)}`,
      '',
      footer,
    ]),
  };
}
