import { hashPassword } from '../lib/password';
import type { Db } from './create-db';
import { seedDemoActivity } from './demo-activity';
import { type DemoBusiness, type DemoJob, demoApplicant, demoBusinesses } from './demo-data';
import { placeColumns } from './job-place-columns';
import { scheduleColumns } from './job-schedule-columns';
import type { NewJob } from './schema';

export interface SeedResult {
  /** False when the database already had users, and was left untouched. */
  seeded: boolean;
  businesses: number;
  jobs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const flag = (value: boolean) => (value ? 1 : 0);

async function hasUsers(db: Db): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

function toJobRow(job: DemoJob, business: DemoBusiness, businessId: number, now: Date): NewJob {
  const posted = new Date(now.getTime() - job.daysAgo * DAY_MS).toISOString();
  const [jobType = 'part-time'] = job.job_types;
  return {
    business_id: businessId,
    company_name: business.business_name,
    title: job.title,
    description: job.description,
    job_type: jobType,
    job_types: JSON.stringify(job.job_types),
    business_category: job.business_category,
    work_format: job.work_format,
    minimum_age_required: job.minimum_age_required,
    location_street: job.location_street,
    location_city: job.location_city,
    location_state: job.location_state,
    location_zip: job.location_zip,
    ...placeColumns(job.location_zip),
    key_responsibilities: JSON.stringify(job.key_responsibilities),
    requirements_qualifications: JSON.stringify(job.requirements_qualifications),
    offerings: JSON.stringify(job.offerings),
    compensation_type: job.compensation_type,
    compensation_amount: job.compensation_amount,
    duration: job.duration,
    schedule: job.schedule,
    ...scheduleColumns(job.work_schedule, job.minimum_age_required),
    application_deadline:
      job.deadlineInDays === null
        ? null
        : new Date(now.getTime() + job.deadlineInDays * DAY_MS).toISOString().slice(0, 10),
    contact_email: job.contact_email,
    high_school_students_welcome: flag(job.high_school_students_welcome),
    after_school_hours_available: flag(job.after_school_hours_available),
    previous_experience_required: flag(job.previous_experience_required),
    status: job.status,
    created_at: posted,
    updated_at: posted,
    published_at: job.status === 'draft' ? null : posted,
  };
}

/**
 * Fills an empty database with the demo businesses, their jobs, the demo applicant and some
 * hiring activity between them (DESIGN §3 "Demo data"). A database that has any user is left as it is, so running this
 * again, or on every start, changes nothing.
 */
export async function seedDemoData(db: Db, now: Date = new Date()): Promise<SeedResult> {
  const untouched: SeedResult = { seeded: false, businesses: 0, jobs: 0 };
  if (await hasUsers(db)) return untouched;

  const accounts = [...demoBusinesses, demoApplicant];
  const hashes = await Promise.all(accounts.map((a) => hashPassword(a.password)));
  const hashOf = (index: number) => hashes[index] ?? null;
  const stamp = now.toISOString();

  return db.transaction().execute(async (trx) => {
    if (await hasUsers(trx)) return untouched;
    let jobs = 0;
    let demoBusinessId: number | undefined;
    for (const [index, business] of demoBusinesses.entries()) {
      const user = await trx
        .insertInto('users')
        .values({
          role: 'business',
          email: business.email,
          email_normalized: business.email.toLowerCase(),
          password_hash: hashOf(index),
          google_subject: null,
          first_name: null,
          last_name: null,
          phone_number: business.phone_number,
          email_notifications: 1,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      demoBusinessId ??= user.id;
      await trx
        .insertInto('business_profiles')
        .values({
          user_id: user.id,
          business_name: business.business_name,
          business_category: business.business_category,
          business_description: business.business_description,
          address_line1: business.address_line1,
          address_line2: business.address_line2,
          city: business.city,
          state: business.state,
          zip_code: business.zip_code,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
      if (business.jobs.length > 0) {
        await trx
          .insertInto('jobs')
          .values(business.jobs.map((job) => toJobRow(job, business, user.id, now)))
          .execute();
        jobs += business.jobs.length;
      }
    }

    const applicant = await trx
      .insertInto('users')
      .values({
        role: 'applicant',
        email: demoApplicant.email,
        email_normalized: demoApplicant.email.toLowerCase(),
        password_hash: hashOf(demoBusinesses.length),
        google_subject: null,
        first_name: demoApplicant.first_name,
        last_name: demoApplicant.last_name,
        phone_number: demoApplicant.phone_number,
        email_notifications: 1,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('applicant_profiles')
      .values({
        user_id: applicant.id,
        date_of_birth: demoApplicant.date_of_birth,
        address_line1: demoApplicant.address_line1,
        address_line2: demoApplicant.address_line2,
        city: demoApplicant.city,
        state: demoApplicant.state,
        zip_code: demoApplicant.zip_code,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    if (demoBusinessId !== undefined) {
      await seedDemoActivity(
        trx,
        demoBusinessId,
        {
          id: applicant.id,
          first_name: demoApplicant.first_name,
          last_name: demoApplicant.last_name,
          email: demoApplicant.email,
        },
        now,
      );
    }

    return { seeded: true, businesses: demoBusinesses.length, jobs };
  });
}

/** Whether the demo logins work here (the demo data was seeded at some point). */
export async function hasDemoAccounts(db: Db): Promise<boolean> {
  const emails = [demoBusinesses[0]?.email, demoApplicant.email]
    .filter((e): e is string => e !== undefined)
    .map((e) => e.toLowerCase());
  const found = await db
    .selectFrom('users')
    .where('email_normalized', 'in', emails)
    .select('id')
    .execute();
  return found.length === emails.length;
}
