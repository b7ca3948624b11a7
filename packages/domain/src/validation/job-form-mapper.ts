import type { JobPostAction } from '../constants';
import { formatCompensation, parseCompensation } from '../compensation';
import type { JobDetail } from '../jobs';
import type { JobFormInput, JobFormValues } from './job-form';
import type { JobPostPayload } from './job-payload';

// The job form and the job post payload, both ways (SPEC §3, §5).

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

export function jobFormToPayload(values: JobFormValues, action: JobPostAction): JobPostPayload {
  const street = joinStreet(values.addressLine1, values.addressLine2);
  const compensation = parseCompensation(values.compensation);
  return {
    title: values.title,
    job_type: [values.jobType],
    business_category: values.category,
    work_format: values.workFormat,
    minimum_age_required: values.minimumAge,
    location_street: street,
    location_city: values.city,
    location_state: values.state,
    location_zip: values.zip,
    description: values.description,
    key_responsibilities: splitList(values.responsibilities),
    requirements_qualifications: splitList(values.requirements),
    offerings: splitList(values.offerings),
    compensation_type: compensation.type,
    compensation_amount: compensation.amount,
    duration: values.duration,
    schedule: values.schedule,
    application_deadline: values.applicationDeadline,
    contact_email: values.contactEmail,
    high_school_students_welcome: values.highSchoolWelcome,
    after_school_hours_available: values.afterSchoolHours,
    previous_experience_required: values.previousExperienceRequired,
    location: { street, city: values.city, state: values.state, zip: values.zip },
    action,
  };
}

/** The edit and view forms' values from a loaded job. */
export function jobDetailToForm(job: JobDetail): JobFormInput {
  const street = splitStreet(job.location.street);
  return {
    title: job.title,
    jobType: job.job_type[0] ?? '',
    category: job.business_category,
    workFormat: job.work_format,
    minimumAge: job.minimum_age_required > 0 ? job.minimum_age_required : '',
    addressLine1: street.line1,
    addressLine2: street.line2,
    city: job.location.city,
    state: job.location.state,
    zip: job.location.zip,
    description: job.description,
    responsibilities: job.key_responsibilities.join('\n'),
    requirements: job.requirements_qualifications.join('\n'),
    offerings: job.offerings.join('\n'),
    compensation: formatCompensation(job.compensation_amount, job.compensation_type),
    duration: job.duration ?? '',
    schedule: job.schedule ?? '',
    applicationDeadline: job.application_deadline ?? '',
    contactEmail: job.contact_email,
    highSchoolWelcome: job.high_school_students_welcome,
    afterSchoolHours: job.after_school_hours_available,
    previousExperienceRequired: job.previous_experience_required,
  };
}
