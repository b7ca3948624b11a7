import { z } from 'zod';
import { JOB_TYPES, MINIMUM_AGES, type MinimumAge } from '../constants';
import { formatCompensation, parseCompensation } from '../compensation';
import type { JobDetail } from '../jobs';
import { workScheduleSchema } from '../shift-schemas';
import { emptyWorkSchedule, hasWorkSchedule } from '../shifts';
import { optionalTextField, requiredTextField, textOrEmptyField } from './fields';
import { formDefaults } from './form';
import { COMPENSATION_MAX_AMOUNT, jobPostPayloadSchema, type JobPostPayload } from './job-payload';
import { MESSAGES } from './messages';

// Post a New Job / Edit Job Posting (SPEC §2, §5): the job post payload, with what a person
// types in place of what the API takes: one job type, two street lines, lists as text and the
// pay as text (SPEC §3, §5). The parsed form is the payload, but for its action.

const STREET_LINE_SEPARATOR = ', ';

/** One item per line or between commas, trimmed, blanks dropped. */
export function splitList(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

export function joinStreet(line1: string, line2: string | null | undefined): string {
  const second = line2?.trim();
  return second ? `${line1.trim()}${STREET_LINE_SEPARATOR}${second}` : line1.trim();
}

/** Undoes joinStreet: joining the two lines again gives back the same street. */
export function splitStreet(street: string): { line1: string; line2: string } {
  const at = street.indexOf(STREET_LINE_SEPARATOR);
  if (at <= 0) return { line1: street.trim(), line2: '' };
  return {
    line1: street.slice(0, at).trim(),
    line2: street.slice(at + STREET_LINE_SEPARATOR.length).trim(),
  };
}

const isMinimumAge = (n: number): n is MinimumAge =>
  (MINIMUM_AGES as readonly number[]).includes(n);

const listText = () => textOrEmptyField(5000).transform(splitList);

export const jobFormSchema = jobPostPayloadSchema
  .omit({ compensation_type: true, compensation_amount: true, location: true, action: true })
  .extend({
    /** The select holds one type. */
    job_type: z.enum(JOB_TYPES, { error: MESSAGES.jobTypeRequired }).transform((type) => [type]),
    /** The select hands over a number or text; either way it must be one offered (no 0). */
    minimum_age_required: z
      .union([z.number(), z.string()], { error: MESSAGES.minimumAgeRequired })
      .transform((value, ctx) => {
        const n = typeof value === 'number' ? value : Number(value.trim() || Number.NaN);
        if (!isMinimumAge(n)) {
          ctx.addIssue({ code: 'custom', message: MESSAGES.minimumAgeRequired });
          return z.NEVER;
        }
        return n;
      }),
    /** Line 1; the payload's street is line 1, then ", " and line 2 when there is one. */
    location_street: requiredTextField(MESSAGES.addressRequired, 200),
    location_street_line2: optionalTextField(200),
    key_responsibilities: listText(),
    requirements_qualifications: listText(),
    offerings: listText(),
    /** The shifts editor always holds a schedule; one that says nothing is sent as none. */
    work_schedule: workScheduleSchema
      .default(emptyWorkSchedule)
      .transform((schedule) => (hasWorkSchedule(schedule) ? schedule : null)),
    /** Free text such as "$15/hour" or "Unpaid": the payload's amount and type. */
    compensation: textOrEmptyField(100).refine(
      (text) => (parseCompensation(text).amount ?? 0) <= COMPENSATION_MAX_AMOUNT,
      { error: MESSAGES.compensationAmountInvalid },
    ),
  })
  .transform(({ location_street_line2, compensation, ...job }): Omit<JobPostPayload, 'action'> => {
    const street = joinStreet(job.location_street, location_street_line2);
    const pay = parseCompensation(compensation);
    return {
      ...job,
      location_street: street,
      compensation_type: pay.type,
      compensation_amount: pay.amount,
      location: {
        street,
        city: job.location_city,
        state: job.location_state,
        zip: job.location_zip,
      },
    };
  });
export type JobFormInput = z.input<typeof jobFormSchema>;
export type JobFormValues = z.output<typeof jobFormSchema>;

/** The edit and view forms' values from a loaded job. */
export function jobDetailToForm(job: JobDetail): JobFormInput {
  const street = splitStreet(job.location.street);
  return formDefaults(jobFormSchema, {
    ...job,
    job_type: job.job_type[0],
    minimum_age_required: job.minimum_age_required > 0 ? job.minimum_age_required : '',
    location_street: street.line1,
    location_street_line2: street.line2,
    location_city: job.location.city,
    location_state: job.location.state,
    location_zip: job.location.zip,
    key_responsibilities: job.key_responsibilities.join('\n'),
    requirements_qualifications: job.requirements_qualifications.join('\n'),
    offerings: job.offerings.join('\n'),
    compensation: formatCompensation(job.compensation_amount, job.compensation_type),
  });
}
