import type { CompanyPage, JobDetail, JobSummary } from '@firstshift/domain';

let nextId = 100;

export function buildJobSummary(overrides: Partial<JobSummary> = {}): JobSummary {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Barista ${id}`,
    company: 'Bean There Café',
    company_id: 7,
    location: { street: '12 Main St', city: 'Austin', state: 'TX', zip: '78701' },
    job_type: ['part-time'],
    business_category: 'Restaurant',
    work_format: 'in-person',
    applicants: 4,
    posted: new Date(Date.now() - 2 * 3600_000).toISOString(),
    compensation_type: 'hour',
    compensation_amount: 15,
    minimum_age_required: 16,
    high_school_students_welcome: true,
    after_school_hours_available: true,
    shifts: null,
    deadline: null,
    ...overrides,
  };
}

export function buildJobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: 'Weekend Dog Walker',
    company: {
      id: 8,
      name: 'Happy Tails',
      address: '5 Elm St, Austin, TX 78702',
      description: 'A family-run pet care business.',
    },
    location: { street: '5 Elm St', city: 'Austin', state: 'TX', zip: '78702' },
    tags: ['Part-time', 'Pet Care', 'In-person'],
    applicants: 7,
    posted_date: '2026-03-02T15:00:00.000Z',
    description: 'Walk friendly dogs on Saturday mornings.',
    key_responsibilities: ['Walk dogs', 'Refill water bowls'],
    requirements_qualifications: ['Loves animals'],
    offerings: ['Flexible hours'],
    type: ['part-time'],
    job_details: {
      category: 'Pet Care',
      compensation: '$14 per hour',
      schedule: 'Saturdays 8-11am',
      duration: '3 months',
    },
    status: 'active',
    job_type: ['part-time'],
    business_category: 'Pet Care',
    work_format: 'in-person',
    minimum_age_required: 14,
    compensation_type: 'hour',
    compensation_amount: 14,
    duration: '3 months',
    schedule: 'Saturdays 8-11am',
    work_schedule: null,
    young_worker_hours_fit: false,
    application_deadline: null,
    contact_email: 'jobs@happytails.example',
    high_school_students_welcome: true,
    after_school_hours_available: false,
    previous_experience_required: false,
    ...overrides,
  };
}

/** The page of the company of buildJobDetail's job (Happy Tails, id 8), with two open jobs. */
export function buildCompanyPage(overrides: Partial<CompanyPage> = {}): CompanyPage {
  return {
    id: 8,
    name: 'Happy Tails',
    category: 'Pet Care',
    description: 'A family-run pet care business.',
    city: 'Austin',
    state: 'TX',
    active_job_count: 2,
    page: 1,
    jobs: [
      buildJobSummary({ id: 21, title: 'Dog Walker', company: 'Happy Tails', company_id: 8 }),
      buildJobSummary({ id: 22, title: 'Kennel Helper', company: 'Happy Tails', company_id: 8 }),
    ],
    response_time: { median_hours: 30, answered: 12, received: 15 },
    ...overrides,
  };
}
