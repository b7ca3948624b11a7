import { type MailContent, letter, switchFooter } from './letter';

export interface WeekOfApplicant {
  /** The applications whose status changed this week, newest change first. */
  changes: Array<{ job_title: string; company_name: string; status: string }>;
  /** What each saved search found this week (counted up to a cap). */
  searches: Array<{ name: string; count: number; capped: boolean }>;
}

const STATUS_WORDS: Record<string, string> = {
  applied: 'under review',
  shortlisted: 'under review (shortlisted)',
  interview_scheduled: 'interview scheduled',
  accepted: 'accepted',
  rejected: 'not selected',
};

/** "Weekly Summary": the applicant's week; null when there is nothing to say. */
export function weeklySummaryMail(origin: string, week: WeekOfApplicant): MailContent | null {
  const changes = week.changes.map(
    (c) => `- ${c.job_title} at ${c.company_name}: ${STATUS_WORDS[c.status] ?? c.status}`,
  );
  const searches = week.searches
    .filter((search) => search.count > 0)
    .map(
      (s) =>
        `- "${s.name}": ${s.count}${s.capped ? '+' : ''} new ${s.count === 1 ? 'job' : 'jobs'}`,
    );
  if (changes.length === 0 && searches.length === 0) return null;
  const section = (heading: string, lines: string[], path: string) =>
    lines.length > 0 ? [heading, ...lines, `${origin}${path}`, ''] : [];
  return {
    subject: 'Your week on FirstShift',
    text: letter([
      ...section('Your applications this week:', changes, '/applicant/dashboard/applications'),
      ...section(
        'New jobs for your saved searches:',
        searches,
        '/applicant/dashboard/saved-searches',
      ),
      switchFooter(origin, 'Weekly Summary', 'Change'),
    ]),
  };
}
