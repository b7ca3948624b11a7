import type {
  BusinessCategory,
  JobType,
  MinimumAge,
  StateCode,
  WorkFormat,
  WorkSchedule,
} from '@firstshift/domain';

import businesses from './demo-businesses.json' with { type: 'json' };

// Demo content seeded into a fresh embedded database so a first visitor sees a living board:
// the businesses and their jobs are data (demo-businesses.json), shaped here. Every name,
// address and email is fictional: emails use the reserved .test TLD and phone numbers the
// 555-01xx range set aside for fiction (stored in E.164, as the app stores them); ZIP codes are
// real for their streets. demo-data.test.ts checks every value against the domain's rules.

export interface DemoJob {
  title: string;
  description: string;
  /** One item, as the job form sends it. */
  job_types: JobType[];
  business_category: BusinessCategory;
  work_format: WorkFormat;
  minimum_age_required: MinimumAge;
  location_street: string;
  location_city: string;
  location_state: StateCode;
  location_zip: string;
  key_responsibilities: string[];
  requirements_qualifications: string[];
  offerings: string[];
  compensation_type: string | null;
  compensation_amount: number | null;
  duration: string | null;
  schedule: string | null;
  /** The shifts (decision 066), for jobs that list them. */
  work_schedule?: WorkSchedule;
  /** Applications close this many days after seeding (a day, not a time); null: no deadline. */
  deadlineInDays: number | null;
  contact_email: string;
  high_school_students_welcome: boolean;
  after_school_hours_available: boolean;
  previous_experience_required: boolean;
  status: 'active' | 'draft' | 'archived';
  /** The job was posted (created, and published unless a draft) this many days before seeding. */
  daysAgo: number;
}

export interface DemoBusiness {
  email: string;
  password: string;
  phone_number: string;
  business_name: string;
  business_category: BusinessCategory;
  business_description: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: StateCode;
  zip_code: string;
  jobs: DemoJob[];
}

export interface DemoApplicant {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  /** YYYY-MM-DD. */
  date_of_birth: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: StateCode;
  zip_code: string;
}

const DEMO_PASSWORD = 'Demo1234';

export const DEMO_BUSINESS_LOGIN = {
  email: 'business@demo.firstshift.test',
  password: DEMO_PASSWORD,
} as const;

export const DEMO_APPLICANT_LOGIN = {
  email: 'applicant@demo.firstshift.test',
  password: DEMO_PASSWORD,
} as const;

/** A high-school junior: 16 in November 2026, so some jobs (18+, 21+) are out of her reach. */
export const demoApplicant: DemoApplicant = {
  ...DEMO_APPLICANT_LOGIN,
  first_name: 'Maya',
  last_name: 'Thompson',
  phone_number: '+15035550188',
  date_of_birth: '2010-04-12',
  address_line1: '1822 NE Killingsworth St',
  address_line2: null,
  city: 'Portland',
  state: 'OR',
  zip_code: '97211',
};

type LocationField = 'location_street' | 'location_city' | 'location_state' | 'location_zip';

/** A job as written in the data: location, contact and category default to its business's. */
type DemoJobInput = Omit<DemoJob, LocationField | 'contact_email' | 'business_category'> &
  Partial<Pick<DemoJob, LocationField | 'contact_email'>>;

interface DemoBusinessInput extends Omit<DemoBusiness, 'jobs' | 'password'> {
  /** The business's own web domain, for job contact emails. */
  domain: string;
  jobs: DemoJobInput[];
}

function withJobs(input: DemoBusinessInput): DemoBusiness {
  const { domain, jobs, ...profile } = input;
  const street = profile.address_line2
    ? `${profile.address_line1}, ${profile.address_line2}`
    : profile.address_line1;
  return {
    ...profile,
    password: DEMO_PASSWORD,
    jobs: jobs.map((job) => ({
      location_street: street,
      location_city: profile.city,
      location_state: profile.state,
      location_zip: profile.zip_code,
      contact_email: `jobs@${domain}`,
      business_category: profile.business_category,
      ...job,
    })),
  };
}

/**
 * The first business signs in with DEMO_BUSINESS_LOGIN and owns jobs in every status. (JSON
 * gives its strings no literal types: the data is checked by demo-data.test.ts instead.)
 */
export const demoBusinesses: DemoBusiness[] = (businesses as DemoBusinessInput[]).map(withJobs);
