import { z } from 'zod';
import { jobSummarySchema } from './jobs';
import { decimalNumber } from './validation/fields';

// A company's public page, /companies/{id} (decision 067): who the employer is, its open jobs and
// how quickly it answers the people who apply.

/** Open jobs on one page of a company's page, newest first. */
export const COMPANY_JOBS_PAGE_SIZE = 20;

/** The deepest page of a company's open jobs the API serves. */
export const COMPANY_MAX_PAGE = 10_000;

/** How far back the response time looks: the applications of the past year. */
export const RESPONSE_TIME_WINDOW_DAYS = 365;

/** Fewer answered applications than this say nothing of how quickly a business answers. */
export const RESPONSE_TIME_MIN_ANSWERED = 3;

export const companyResponseTimeSchema = z.object({
  /**
   * The median time, in hours, from an application to its first change of status (shortlisted,
   * an interview, accepted or not), over the applications of the past year that have had one;
   * null below RESPONSE_TIME_MIN_ANSWERED of them.
   */
  median_hours: z.number().nullable(),
  /** The applications of the past year that have had a change of status. */
  answered: z.number().int(),
  /** Every application of the past year. */
  received: z.number().int(),
});
export type CompanyResponseTime = z.infer<typeof companyResponseTimeSchema>;

/** GET /companies/{id}. */
export const companyPageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  city: z.string(),
  state: z.string(),
  /** Every open job of the company; `jobs` holds one page of them. */
  active_job_count: z.number().int(),
  page: z.number().int(),
  jobs: z.array(jobSummarySchema),
  response_time: companyResponseTimeSchema,
});
export type CompanyPage = z.infer<typeof companyPageSchema>;

export const companyPageQuerySchema = z.object({
  page: decimalNumber(
    z
      .number({ message: 'page must be a whole number' })
      .int({ message: 'page must be a whole number' })
      .min(1, { message: 'page must be 1 or more' })
      .max(COMPANY_MAX_PAGE, {
        message: `page must be ${COMPANY_MAX_PAGE.toLocaleString('en-US')} or less`,
      }),
  ).default(1),
});

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** "within an hour", "within 5 hours", "within a day", "within 3 days", "within 2 weeks". */
export function describeResponseHours(hours: number): string {
  if (hours <= 1) return 'within an hour';
  if (hours < 24) return `within ${Math.ceil(hours)} hours`;
  const days = Math.ceil(hours / 24);
  if (days === 1) return 'within a day';
  if (days < 14) return `within ${days} days`;
  return `within ${Math.ceil(days / 7)} weeks`;
}

/** What a company's page says of how quickly the business answers applications. */
export function describeResponseTime(time: CompanyResponseTime): string {
  if (time.median_hours === null) {
    return time.received === 0
      ? 'No response time yet: nobody has applied in the past year.'
      : 'Not enough answered applications in the past year to say how quickly it responds.';
  }
  return `Usually responds ${describeResponseHours(time.median_hours)}`;
}
