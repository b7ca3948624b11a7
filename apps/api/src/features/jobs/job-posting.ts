import { type JobDetail, type JobType, deadlineEnd, describeShifts } from '@firstshift/domain';

// schema.org JobPosting for an active job's page, so that job search engines can list it.
// https://schema.org/JobPosting and Google's "Job posting structured data" guide.

const EMPLOYMENT_TYPES: Record<JobType, string> = {
  intern: 'INTERN',
  volunteer: 'VOLUNTEER',
  'part-time': 'PART_TIME',
  'full-time': 'FULL_TIME',
  seasonal: 'TEMPORARY',
  temporary: 'TEMPORARY',
};

// The pay's period as schema.org's unitText, found in how the business wrote it: "hour" as
// stored, or "per hour plus tips", "/hour", "hourly", "per month stipend", "annual salary"…
const SALARY_UNITS: [RegExp, string][] = [
  [/\b(hour|hourly|hr)\b/, 'HOUR'],
  [/\b(day|daily)\b/, 'DAY'],
  [/\b(week|weekly)\b/, 'WEEK'],
  [/\b(month|monthly)\b/, 'MONTH'],
  [/\b(year|yearly|annual|annually)\b/, 'YEAR'],
];

function salaryUnit(compensationType: string | null | undefined): string | undefined {
  const text = compensationType?.toLowerCase() ?? '';
  return SALARY_UNITS.find(([pattern]) => pattern.test(text))?.[1];
}

export function jobPostingJsonLd(job: JobDetail): Record<string, unknown> {
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: job.company.name, value: String(job.id) },
    hiringOrganization: { '@type': 'Organization', name: job.company.name },
    employmentType: [...new Set(job.job_type.map((t) => EMPLOYMENT_TYPES[t]))],
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: job.location.street,
        addressLocality: job.location.city,
        addressRegion: job.location.state,
        postalCode: job.location.zip,
        addressCountry: 'US',
      },
    },
  };
  if (job.posted_date) posting.datePosted = job.posted_date;
  // The shifts in plain words (schema.org's workHours is text), when the job lists them.
  const hours = job.work_schedule ? describeShifts(job.work_schedule.shifts) : '';
  if (hours) posting.workHours = hours;
  if (job.application_deadline) posting.validThrough = deadlineEnd(job.application_deadline);
  if (job.work_format === 'virtual') {
    posting.jobLocationType = 'TELECOMMUTE';
    posting.applicantLocationRequirements = { '@type': 'Country', name: 'US' };
  }
  const unit = salaryUnit(job.compensation_type);
  if (job.compensation_amount && unit) {
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', value: job.compensation_amount, unitText: unit },
    };
  }
  return posting;
}
