import { type RawBuilder, sql } from 'kysely';
import { placeColumns } from '../db/job-place-columns';
import type { JobType } from '@firstshift/domain';
import type { Db } from '../db/create-db';
import type { ApplicationsTable, NewJob, NewUser } from '../db/schema';

// Test data builders: each test creates exactly the rows it needs.

type ApplicationStatus = ApplicationsTable['status'];

let sequence = 0;
const next = () => ++sequence;

/** A user row without a password; `columns` names what differs from a plain test account. */
export function insertUser(
  db: Db,
  role: 'applicant' | 'business',
  email: string,
  firstName: string | null,
  columns: Pick<NewUser, 'google_subject' | 'last_name'> = {},
): Promise<{ id: number }> {
  const now = new Date().toISOString();
  return db
    .insertInto('users')
    .values({
      role,
      email,
      email_normalized: email,
      password_hash: null,
      google_subject: null,
      first_name: firstName,
      last_name: firstName ? 'Tester' : null,
      phone_number: null,
      email_notifications: 1,
      created_at: now,
      updated_at: now,
      ...columns,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export interface TestBusiness {
  userId: number;
  businessName: string;
}

export async function createBusiness(
  db: Db,
  profile: { business_name?: string; business_description?: string; city?: string } = {},
): Promise<TestBusiness> {
  const n = next();
  const now = new Date().toISOString();
  const businessName = profile.business_name ?? `Test Business ${n}`;
  const user = await insertUser(db, 'business', `business${n}@example.test`, null);
  await db
    .insertInto('business_profiles')
    .values({
      user_id: user.id,
      business_name: businessName,
      business_category: 'Retail',
      business_description: profile.business_description ?? 'A friendly local business.',
      address_line1: '100 Main St',
      address_line2: 'Suite 2',
      city: profile.city ?? 'Portland',
      state: 'OR',
      zip_code: '97201',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { userId: user.id, businessName };
}

export type TestJobFields = Partial<Omit<NewJob, 'job_types' | 'business_id'>> & {
  job_types?: JobType[];
  business?: TestBusiness;
};

/**
 * Inserts a job (active unless said otherwise). Without a `published_at`, each job is a minute
 * newer than the one created before it, so "newest first" follows creation order.
 */
export async function createJob(db: Db, fields: TestJobFields = {}): Promise<number> {
  const { business: given, job_types: givenTypes, ...columns } = fields;
  const business = given ?? (await createBusiness(db));
  const n = next();
  const stamp = new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
  const types = givenTypes ?? [columns.job_type ?? 'part-time'];
  const status = columns.status ?? 'active';
  const row: NewJob = {
    business_id: business.userId,
    company_name: business.businessName,
    title: `Job ${n}`,
    description: 'Help customers and keep the place tidy.',
    job_type: types[0] ?? 'part-time',
    job_types: JSON.stringify(types),
    business_category: 'Retail',
    work_format: 'in-person',
    minimum_age_required: 16,
    location_street: '100 Main St',
    location_city: 'Portland',
    location_state: 'OR',
    location_zip: '97201',
    key_responsibilities: JSON.stringify(['Greet customers']),
    requirements_qualifications: JSON.stringify(['Friendly attitude']),
    offerings: JSON.stringify(['Flexible hours']),
    compensation_type: 'hour',
    compensation_amount: 15,
    duration: '3 months',
    schedule: 'Weekends',
    application_deadline: null,
    contact_email: 'jobs@example.test',
    high_school_students_welcome: 0,
    after_school_hours_available: 0,
    previous_experience_required: 0,
    created_at: stamp,
    updated_at: stamp,
    published_at: status === 'draft' ? null : stamp,
    ...placeColumns(columns.location_zip ?? '97201'),
    ...columns,
    status,
  };
  const job = await db.insertInto('jobs').values(row).returning('id').executeTakeFirstOrThrow();
  return job.id;
}

/**
 * The jobs table's written columns but `except`, as a list of quoted names: what a test copies
 * from one job's row to many in one statement (PostgreSQL).
 */
export async function jobColumnsBut(db: Db, except: string[]): Promise<RawBuilder<unknown>> {
  const { rows } = await sql<{ name: string }>`
    select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = 'jobs'
      and is_generated = 'NEVER' and column_name <> all(${`{${except.join(',')}}`}::text[])
    order by ordinal_position`.execute(db);
  return sql.raw(rows.map((row) => `"${row.name}"`).join(', '));
}

/** Jobs made one after another, so that each is newer than the one before. */
export async function createJobs(db: Db, jobs: TestJobFields[]): Promise<number[]> {
  const ids: number[] = [];
  for (const fields of jobs) ids.push(await createJob(db, fields));
  return ids;
}

export interface TestApplicant {
  userId: number;
}

/** An applicant with a profile; `dateOfBirth` is YYYY-MM-DD. */
export async function createApplicant(
  db: Db,
  profile: { first_name?: string; dateOfBirth?: string } = {},
): Promise<TestApplicant> {
  const n = next();
  const now = new Date().toISOString();
  const user = await insertUser(
    db,
    'applicant',
    `applicant${n}@example.test`,
    profile.first_name ?? `Student${n}`,
  );
  await db
    .insertInto('applicant_profiles')
    .values({
      user_id: user.id,
      // No address: those columns stay null.
      date_of_birth: profile.dateOfBirth ?? '2008-01-01',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { userId: user.id };
}

/**
 * An application of `applicant` to `jobId` (a new applicant when none is given), counted in the
 * job's applicants as the API does.
 */
export async function createApplication(
  db: Db,
  jobId: number,
  fields: {
    applicant?: TestApplicant;
    status?: ApplicationStatus;
    created_at?: string;
    resume_file_id?: number;
  } = {},
): Promise<number> {
  const applicant = fields.applicant ?? (await createApplicant(db));
  const job = await db
    .selectFrom('jobs')
    .select(['title', 'company_name'])
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  const stamp = fields.created_at ?? new Date().toISOString();
  const row = await db
    .insertInto('applications')
    .values({
      job_id: jobId,
      job_title: job.title,
      company_name: job.company_name,
      applicant_id: applicant.userId,
      status: fields.status ?? 'applied',
      first_name: 'Sam',
      last_name: 'Student',
      email: 'sam@example.test',
      phone_number: null,
      street_address: null,
      city: null,
      state: null,
      zip_code: null,
      cover_letter: 'I would love to help.',
      relevant_experience: null,
      education: null,
      availability: 'immediately',
      references_text: null,
      terms_accepted: 1,
      contact_permission: null,
      resume_file_id: fields.resume_file_id ?? null,
      created_at: stamp,
      updated_at: stamp,
      status_changed_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('jobs')
    .set((eb) => ({ applicants_count: eb('applicants_count', '+', 1) }))
    .where('id', '=', jobId)
    .execute();
  return row.id;
}

/**
 * A saved search of `applicantId` written straight into the table, `filters` as stored JSON
 * text: for rows the API would refuse today (stored before a rule existed).
 */
export async function createSavedSearch(
  db: Db,
  applicantId: number,
  fields: { name: string; filters: string; last_checked_at?: string },
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('saved_searches')
    .values({
      applicant_id: applicantId,
      last_checked_at: now,
      last_alerted_at: null,
      created_at: now,
      updated_at: now,
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
