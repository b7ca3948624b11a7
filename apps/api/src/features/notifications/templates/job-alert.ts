import { JOB_TYPE_LABELS, type JobType } from '@firstshift/domain';
import { type MailContent, letter, switchFooter } from './letter';

export interface AlertedJob {
  id: number;
  title: string;
  company_name: string;
  job_types: JobType[];
  location_city: string;
  location_state: string;
}

/** "New Job Matches": the jobs one saved search found since its last alert. */
export function jobAlertMail(origin: string, searchName: string, jobs: AlertedJob[]): MailContent {
  const count = jobs.length === 1 ? '1 new job' : `${jobs.length} new jobs`;
  return {
    subject: `${count} for "${searchName}"`,
    text: letter([
      `Your saved search "${searchName}" found ${count}:`,
      '',
      ...jobs.flatMap((job) => [
        `- ${job.title} at ${job.company_name} (${job.job_types
          .map((type) => JOB_TYPE_LABELS[type])
          .join(', ')}), ${job.location_city}, ${job.location_state}`,
        `  ${origin}/jobs/${job.id}`,
      ]),
      '',
      'See everything your saved searches found:',
      `${origin}/applicant/dashboard/saved-searches`,
      '',
      switchFooter(origin, 'New Job Matches', 'Change'),
    ]),
  };
}
