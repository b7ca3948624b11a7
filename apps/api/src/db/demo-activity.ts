import type { Kysely } from 'kysely';
import type { ApplicationsTable, Database } from './schema';

// The demo board's life (DESIGN §3 "a living board"): classmates who applied to the demo
// business's jobs, at different steps of the hiring loop, and the demo applicant's own
// applications, favourites and saved search. Frozen data, like demo-data.ts.

type Status = ApplicationsTable['status'];

/** Applicants who cannot sign in (no password): they only make the demo business's lists real. */
export const demoClassmates = [
  { first_name: 'Jordan', last_name: 'Kim', email: 'jordan.kim@demo.firstshift.test', age: 16 },
  { first_name: 'Priya', last_name: 'Shah', email: 'priya.shah@demo.firstshift.test', age: 17 },
  { first_name: 'Leo', last_name: 'Martinez', email: 'leo.martinez@demo.firstshift.test', age: 19 },
] as const;

/** A date of birth that makes someone `age` today, some months past their birthday. */
function bornAgo(now: Date, age: number): string {
  const born = new Date(now);
  born.setUTCFullYear(born.getUTCFullYear() - age, born.getUTCMonth() - 4);
  return born.toISOString().slice(0, 10);
}

/** Which classmate applied to which of the demo business's active jobs (by order), and where it stands. */
const CLASSMATE_APPLICATIONS: {
  classmate: number;
  job: number;
  status: Status;
  daysAgo: number;
}[] = [
  { classmate: 0, job: 0, status: 'interview_scheduled', daysAgo: 9 },
  { classmate: 1, job: 0, status: 'shortlisted', daysAgo: 6 },
  { classmate: 2, job: 0, status: 'applied', daysAgo: 1 },
  { classmate: 1, job: 1, status: 'applied', daysAgo: 2 },
  { classmate: 2, job: 1, status: 'rejected', daysAgo: 12 },
];

/** The steps an application went through to reach `status` (DESIGN §5). */
function stepsTo(status: Status): Status[] {
  if (status === 'rejected') return ['applied', 'rejected'];
  const order: Status[] = ['applied', 'shortlisted', 'interview_scheduled', 'accepted'];
  return order.slice(0, order.indexOf(status) + 1);
}

const COVER_LETTERS = [
  'I have worked weekend shifts at my aunt’s café and love early mornings.',
  'I am organised, friendly and I can start right after school lets out.',
  'I would love to learn from your team and I am never late.',
];

interface Job {
  id: number;
  title: string;
  company_name: string;
  business_id: number;
}

async function apply(
  trx: Kysely<Database>,
  applicant: { id: number; first_name: string; last_name: string; email: string },
  job: Job,
  status: Status,
  appliedAt: Date,
  coverLetter: string,
): Promise<{ id: number; stepTimes: string[] }> {
  const steps = stepsTo(status);
  const times = steps.map((_, i) =>
    new Date(appliedAt.getTime() + i * 26 * 3600_000).toISOString(),
  );
  const last = times[times.length - 1] ?? appliedAt.toISOString();
  const { id } = await trx
    .insertInto('applications')
    .values({
      job_id: job.id,
      job_title: job.title,
      company_name: job.company_name,
      applicant_id: applicant.id,
      status,
      first_name: applicant.first_name,
      last_name: applicant.last_name,
      email: applicant.email,
      phone_number: null,
      street_address: null,
      city: 'Portland',
      state: 'OR',
      zip_code: null,
      cover_letter: coverLetter,
      relevant_experience: null,
      education: 'Grant High School',
      availability: 'immediately',
      references_text: null,
      terms_accepted: 1,
      contact_permission: 1,
      resume_file_id: null,
      created_at: times[0] ?? last,
      updated_at: last,
      status_changed_at: last,
      // The business has opened what it has answered; fresh applications are still new.
      business_viewed_at: status === 'applied' ? null : last,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('application_status_history')
    .values(
      steps.map((step, i) => ({
        application_id: id,
        status: step,
        // The applicant applies, and moves it to interview_scheduled by accepting a time.
        changed_by_user_id:
          i === 0 || step === 'interview_scheduled' ? applicant.id : job.business_id,
        changed_at: times[i] ?? last,
      })),
    )
    .execute();
  await trx
    .updateTable('jobs')
    .set((eb) => ({ applicants_count: eb('applicants_count', '+', 1) }))
    .where('id', '=', job.id)
    .execute();
  return { id, stepTimes: times };
}

/** Where the demo business meets the classmates it interviews (its address in demo-businesses.json). */
const DEMO_INTERVIEW_PLACE = 'Rose City Bakery & Café, 2304 NE Alberta St, Portland, OR 97211';
const DEMO_TIME_ZONE = 'America/Los_Angeles';

/**
 * The interview an application at interview_scheduled stands for, as the hiring loop leaves it:
 * the business proposed a time when it shortlisted the classmate, and the classmate accepted it
 * when the application moved on (its last step). The time agreed is the third midnight UTC after
 * `now` (4 p.m. in Portland in winter, 5 p.m. in summer), so that both sides of the demo show an
 * upcoming interview rather than a status without one.
 */
async function scheduleInterview(
  trx: Kysely<Database>,
  applicationId: number,
  proposedAt: string,
  acceptedAt: string,
  now: Date,
): Promise<void> {
  const startsAt = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 3),
  ).toISOString();
  const { id } = await trx
    .insertInto('interviews')
    .values({
      application_id: applicationId,
      status: 'confirmed',
      format: 'in_person',
      location: DEMO_INTERVIEW_PLACE,
      note: 'Ask for Dana at the counter. It takes about half an hour.',
      time_zone: DEMO_TIME_ZONE,
      starts_at: startsAt,
      length_minutes: 30,
      confirmed_at: acceptedAt,
      new_time_requested_at: null,
      reminded_24h_at: null,
      reminded_2h_at: null,
      created_at: proposedAt,
      updated_at: acceptedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('interview_slots')
    .values({ interview_id: id, starts_at: startsAt, length_minutes: 30 })
    .execute();
  await trx
    .insertInto('application_events')
    .values([
      {
        application_id: applicationId,
        kind: 'interview_proposed',
        actor_role: 'business',
        starts_at: null,
        message: null,
        created_at: proposedAt,
      },
      {
        application_id: applicationId,
        kind: 'interview_confirmed',
        actor_role: 'applicant',
        starts_at: startsAt,
        message: null,
        created_at: acceptedAt,
      },
    ])
    .execute();
}

/**
 * Adds the demo activity once the demo accounts exist: `businessId` is the demo business (its
 * login is printed at start-up) and `applicant` the demo applicant.
 */
export async function seedDemoActivity(
  trx: Kysely<Database>,
  businessId: number,
  applicant: { id: number; first_name: string; last_name: string; email: string },
  now: Date,
): Promise<void> {
  const stamp = now.toISOString();
  const day = 24 * 3600_000;
  const activeJobs = (businessIds: 'demo' | 'others') =>
    trx
      .selectFrom('jobs')
      .select(['id', 'title', 'company_name', 'business_id', 'application_deadline'])
      .where('status', '=', 'active')
      // Every demo applicant is 16 or older: they apply only where they are old enough.
      .where('minimum_age_required', '<=', 16)
      .where('business_id', businessIds === 'demo' ? '=' : '<>', businessId)
      .orderBy('published_at', 'desc')
      .orderBy('id')
      .execute();
  const [own, others] = await Promise.all([activeJobs('demo'), activeJobs('others')]);

  for (const [index, classmate] of demoClassmates.entries()) {
    const user = await trx
      .insertInto('users')
      .values({
        role: 'applicant',
        email: classmate.email,
        email_normalized: classmate.email,
        password_hash: null,
        google_subject: null,
        first_name: classmate.first_name,
        last_name: classmate.last_name,
        phone_number: null,
        email_notifications: 0,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Their age is what the business reads on their applications.
    await trx
      .insertInto('applicant_profiles')
      .values({
        user_id: user.id,
        date_of_birth: bornAgo(now, classmate.age),
        address_line1: null,
        address_line2: null,
        city: null,
        state: null,
        zip_code: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    for (const plan of CLASSMATE_APPLICATIONS.filter((a) => a.classmate === index)) {
      const job = own[plan.job];
      if (!job) continue;
      const at = new Date(now.getTime() - plan.daysAgo * day);
      const application = await apply(
        trx,
        { ...classmate, id: user.id },
        job,
        plan.status,
        at,
        COVER_LETTERS[index] ?? '',
      );
      if (plan.status === 'interview_scheduled') {
        const [proposedAt, acceptedAt] = application.stepTimes.slice(-2);
        if (proposedAt && acceptedAt) {
          await scheduleInterview(trx, application.id, proposedAt, acceptedAt, now);
        }
      }
    }
  }

  // The demo applicant: one application the demo business has shortlisted, one still under
  // review elsewhere; two saved jobs and a saved search.
  const ownApplications = [
    { job: own.length > 2 ? own.at(-1) : undefined, status: 'shortlisted', daysAgo: 4 },
    { job: others[0], status: 'applied', daysAgo: 3 },
  ] as const;
  for (const [index, { job, status, daysAgo }] of ownApplications.entries()) {
    if (!job) continue;
    const at = new Date(now.getTime() - daysAgo * day);
    await apply(trx, applicant, job, status, at, COVER_LETTERS[index + 1] ?? '');
  }
  // One of the saved jobs closes on a date where the board has such a job: a saved job's "Apply
  // by" is what Favorite Jobs is for.
  const later = others.slice(1);
  const dated = later.find((job) => job.application_deadline !== null);
  const saved = (dated ? [dated, ...later.filter((job) => job !== dated)] : later).slice(0, 2);
  if (saved.length > 0) {
    await trx
      .insertInto('favourites')
      .values(
        saved.map((job) => ({ applicant_id: applicant.id, job_id: job.id, created_at: stamp })),
      )
      .execute();
  }
  const checked = new Date(now.getTime() - 7 * day).toISOString();
  await trx
    .insertInto('saved_searches')
    .values({
      applicant_id: applicant.id,
      name: 'After-school jobs in Portland',
      filters: JSON.stringify({ city: 'Portland', afterSchool: true }),
      last_checked_at: checked,
      last_alerted_at: stamp,
      created_at: checked,
      updated_at: checked,
    })
    .execute();
}
