import {
  BUSINESS_CATEGORY_NAMES,
  JOB_TYPES,
  type JobType,
  MINIMUM_AGES,
  type Weekday,
  type WorkSchedule,
} from '@firstshift/domain';
import { placeColumns } from '../src/db/job-place-columns';
import { scheduleColumns } from '../src/db/job-schedule-columns';
import type { NewJob } from '../src/db/schema';
import {
  BUSINESS_NAME_ENDS,
  BUSINESS_NAME_STARTS,
  CITIES,
  COMMON_WORD_SENTENCES,
  COMMON_WORD_SHARE,
  type City,
  DETAIL_SENTENCES,
  DURATIONS,
  OFFERINGS,
  OPENINGS,
  RARE_WORD_EVERY,
  RARE_WORD_SENTENCE,
  REQUIREMENTS,
  RESPONSIBILITIES,
  ROLES_BY_CATEGORY,
  SCHEDULES,
  STREETS,
  TITLE_PREFIXES,
} from './job-words';

// What the benchmark board holds, whichever database it goes into (a BoardStore writes it:
// seed-sqlite.ts, seed-postgres.ts): a few hundred businesses, the requested number of active
// jobs posted over the past year, and for the scenarios that sign in, applicants with a known
// password and a business with many jobs and applications. Every run builds the same board.

export const BENCH_BUSINESSES = 300;
/** Applicants who sign in during the login scenario; each applied to every dashboard job. */
export const LOGIN_ACCOUNTS = 100;
/** Jobs of the business whose dashboard is measured (so LOGIN_ACCOUNTS times as many applications). */
export const DASHBOARD_JOBS = 200;
/** The password of the login accounts and of the dashboard business. */
export const BENCH_PASSWORD = 'Bench-password-2026';
export const businessEmail = (n: number) => `business${n}@bench.example.test`;
export const applicantEmail = (n: number) => `applicant${n}@bench.example.test`;
/** The business whose dashboard is measured: the first one. */
export const DASHBOARD_BUSINESS_EMAIL = businessEmail(1);

const BATCH_SIZE = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const POSTED_OVER_DAYS = 365;

export interface SeededBoard {
  businesses: number;
  jobs: number;
  firstJobId: number;
  lastJobId: number;
  seconds: number;
  /** Applicants with BENCH_PASSWORD: applicantEmail(1) … applicantEmail(loginAccounts). */
  loginAccounts: number;
  /** The business of DASHBOARD_BUSINESS_EMAIL (password BENCH_PASSWORD). */
  dashboard: { jobs: number; applications: number };
}

export type Row = Record<string, string | number | null>;
export type SeededTable =
  'users' | 'business_profiles' | 'applicant_profiles' | 'jobs' | 'applications';

/** Where the board goes: a migrated, empty SQLite file or PostgreSQL schema. */
export interface BoardStore {
  insert(table: SeededTable, rows: Row[]): Promise<void>;
  /** Every user's id by email. */
  userIds(): Promise<Map<string, number>>;
  /** The ids of one business's jobs, oldest first. */
  jobIds(businessId: number): Promise<number[]>;
  jobSpan(): Promise<{ first: number; last: number; count: number }>;
  /** Before the bulk of jobs goes in, and after (e.g. to build indexes once, not per row). */
  beforeJobs(): Promise<void>;
  afterJobs(): Promise<void>;
  /** Fresh table statistics for the query planner. */
  analyze(): Promise<void>;
}

/** A small seeded generator (mulberry32), so that every run builds the same board. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const chance = (p: number) => next() < p;
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const some = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, count);
  };
  return { next, pick, chance, between, some };
}
type Random = ReturnType<typeof randomSource>;

const JOB_TYPE_WEIGHTS: [JobType, number][] = [
  ['part-time', 35],
  ['seasonal', 15],
  ['intern', 15],
  ['volunteer', 15],
  ['temporary', 10],
  ['full-time', 10],
];
const MINIMUM_AGE_WEIGHTS = [30, 15, 25, 10, 15, 5] as const;

function weighted<T>(random: Random, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((a, b) => a + b, 0);
  let roll = random.next() * total;
  for (const [index, item] of items.entries()) {
    roll -= weights[index] ?? 0;
    if (roll < 0) return item;
  }
  return random.pick(items);
}

function description(random: Random, role: string): string {
  const sentences = [random.pick(OPENINGS).replace('{role}', role.toLowerCase())];
  if (random.chance(COMMON_WORD_SHARE)) sentences.push(random.pick(COMMON_WORD_SENTENCES));
  sentences.push(...random.some(DETAIL_SENTENCES, random.between(2, 4)));
  if (random.chance(1 / RARE_WORD_EVERY)) sentences.push(RARE_WORD_SENTENCE);
  return sentences.join(' ');
}

function compensation(
  random: Random,
  jobType: JobType,
): Pick<NewJob, 'compensation_type' | 'compensation_amount'> {
  if (jobType === 'volunteer') return { compensation_type: null, compensation_amount: null };
  if (jobType === 'intern' && random.chance(0.5)) {
    return {
      compensation_type: 'per month stipend',
      compensation_amount: random.between(4, 12) * 100,
    };
  }
  return { compensation_type: 'hour', compensation_amount: random.between(24, 44) / 2 };
}

const shifts = (season: WorkSchedule['season'], days: Weekday[], start: string, end: string) => ({
  shifts: days.map((day) => ({ day, start, end })),
  flexible: false,
  season,
  note: '',
});

/** The shifts a quarter of the board lists (decision 069), for the filters on them. */
const WORK_SCHEDULES: WorkSchedule[] = [
  shifts('school-year', ['mon', 'wed'], '15:30', '18:30'),
  shifts('school-year', ['tue', 'thu', 'sat'], '16:00', '19:00'),
  shifts('summer', ['mon', 'tue', 'wed', 'thu', 'fri'], '09:00', '15:00'),
  shifts('year-round', ['sat', 'sun'], '08:00', '14:00'),
  shifts('year-round', ['mon', 'tue', 'wed', 'thu', 'fri'], '09:00', '17:00'),
];

/**
 * One job posted at `posted`. Its deadline, when it has one, is ahead of `builtAt`: the board is
 * built of jobs on the board, and the housekeeping archives a job whose deadline has passed
 * (decision 081).
 */
function jobRow(random: Random, business: Business, posted: Date, builtAt: number): NewJob {
  const category = random.chance(0.9) ? business.category : random.pick(BUSINESS_CATEGORY_NAMES);
  const role = random.pick(ROLES_BY_CATEGORY[category]);
  const title = random.chance(0.6) ? `${random.pick(TITLE_PREFIXES)} ${role}` : role;
  const jobType = weighted(
    random,
    JOB_TYPE_WEIGHTS.map(([type]) => type),
    JOB_TYPE_WEIGHTS.map(([, weight]) => weight),
  );
  const jobTypes = random.chance(0.2)
    ? [jobType, random.pick(JOB_TYPES.filter((t) => t !== jobType))]
    : [jobType];
  const elsewhere = random.chance(0.1);
  const city = elsewhere ? random.pick(CITIES) : business.city;
  const stamp = posted.toISOString();
  const minimumAge = weighted(random, MINIMUM_AGES, MINIMUM_AGE_WEIGHTS);
  const deadline = random.chance(0.5)
    ? null
    : new Date(builtAt + random.between(14, 120) * DAY_MS).toISOString().slice(0, 10);
  return {
    business_id: business.userId,
    company_name: business.name,
    title,
    description: description(random, role),
    job_type: jobType,
    job_types: JSON.stringify(jobTypes),
    business_category: category,
    work_format: weighted(random, ['in-person', 'hybrid', 'virtual'] as const, [70, 15, 15]),
    minimum_age_required: minimumAge,
    location_street: elsewhere
      ? `${random.between(1, 2999)} ${random.pick(STREETS)}`
      : business.street,
    location_city: city.city,
    location_state: city.state,
    location_zip: random.chance(0.2) ? `${city.zip}-${random.between(1000, 9999)}` : city.zip,
    ...placeColumns(city.zip),
    key_responsibilities: JSON.stringify(random.some(RESPONSIBILITIES, 3)),
    requirements_qualifications: JSON.stringify(random.some(REQUIREMENTS, 2)),
    offerings: JSON.stringify(random.some(OFFERINGS, 2)),
    ...compensation(random, jobType),
    duration: random.pick(DURATIONS),
    schedule: random.pick(SCHEDULES),
    ...scheduleColumns(random.chance(0.25) ? random.pick(WORK_SCHEDULES) : null, minimumAge),
    application_deadline: deadline,
    contact_email: `jobs@${business.slug}.bench.example.test`,
    high_school_students_welcome: random.chance(0.5) ? 1 : 0,
    after_school_hours_available: random.chance(0.4) ? 1 : 0,
    previous_experience_required: random.chance(0.2) ? 1 : 0,
    status: 'active',
    applicants_count: random.chance(0.3) ? random.between(1, 40) : 0,
    created_at: stamp,
    updated_at: stamp,
    published_at: stamp,
  };
}

interface Business {
  userId: number;
  name: string;
  category: (typeof BUSINESS_CATEGORY_NAMES)[number];
  city: City;
  street: string;
  slug: string;
}

function businessRows(random: Random) {
  const businesses: Omit<Business, 'userId'>[] = [];
  for (let n = 1; n <= BENCH_BUSINESSES; n++) {
    const category = random.pick(BUSINESS_CATEGORY_NAMES);
    const name = `${random.pick(BUSINESS_NAME_STARTS)} ${random.pick(BUSINESS_NAME_ENDS[category])}`;
    const city = random.pick(CITIES);
    const street = `${random.between(1, 2999)} ${random.pick(STREETS)}`;
    businesses.push({ name, category, city, street, slug: `business${n}` });
  }
  return businesses;
}

const userRow = (
  role: 'business' | 'applicant',
  email: string,
  passwordHash: string | null,
  now: string,
  names: { first: string; last: string } | null = null,
): Row => ({
  role,
  email,
  email_normalized: email,
  password_hash: passwordHash,
  first_name: names?.first ?? null,
  last_name: names?.last ?? null,
  email_notifications: 1,
  created_at: now,
  updated_at: now,
});

async function insertPeople(
  store: BoardStore,
  random: Random,
  passwordHash: string,
): Promise<{ businesses: Business[]; applicants: number[] }> {
  const now = new Date().toISOString();
  const drafts = businessRows(random);
  await store.insert('users', [
    ...drafts.map((_business, i) =>
      userRow('business', businessEmail(i + 1), i === 0 ? passwordHash : null, now),
    ),
    ...Array.from({ length: LOGIN_ACCOUNTS }, (_, i) =>
      userRow('applicant', applicantEmail(i + 1), passwordHash, now, {
        first: 'Sam',
        last: `Student ${i + 1}`,
      }),
    ),
  ]);
  const ids = await store.userIds();
  const idOf = (email: string) => {
    const id = ids.get(email);
    if (id === undefined) throw new Error(`${email} was not inserted`);
    return id;
  };
  const businesses = drafts.map((b, i) => ({ ...b, userId: idOf(businessEmail(i + 1)) }));
  const applicants = Array.from({ length: LOGIN_ACCOUNTS }, (_, i) => idOf(applicantEmail(i + 1)));
  await store.insert(
    'business_profiles',
    businesses.map((b) => ({
      user_id: b.userId,
      business_name: b.name,
      business_category: b.category,
      business_description: `${b.name} is a locally owned ${b.category.toLowerCase()} business in ${b.city.city}.`,
      address_line1: b.street,
      address_line2: null,
      city: b.city.city,
      state: b.city.state,
      zip_code: b.city.zip,
      created_at: now,
      updated_at: now,
    })),
  );
  await store.insert(
    'applicant_profiles',
    applicants.map((userId) => ({ user_id: userId, created_at: now, updated_at: now })),
  );
  return { businesses, applicants };
}

/** Every DASHBOARD_JOBS-th share of the board belongs to the dashboard business. */
export function isDashboardJob(index: number, jobCount: number): boolean {
  const stride = Math.max(1, Math.floor(jobCount / DASHBOARD_JOBS));
  return index % stride === stride - 1 && Math.floor(index / stride) < DASHBOARD_JOBS;
}

const APPLICATION_STATUSES = [
  'applied',
  'applied',
  'shortlisted',
  'interview_scheduled',
  'rejected',
] as const;

async function insertApplications(
  store: BoardStore,
  business: Business,
  applicants: number[],
): Promise<{ jobs: number; applications: number }> {
  const jobIds = await store.jobIds(business.userId);
  const now = Date.now();
  const rows: Row[] = jobIds.flatMap((jobId, j) =>
    applicants.map((applicantId, a) => {
      const stamp = new Date(now - ((a * 7 + j) % 90) * DAY_MS).toISOString();
      return {
        job_id: jobId,
        job_title: `Job ${jobId}`,
        company_name: business.name,
        applicant_id: applicantId,
        status: APPLICATION_STATUSES[(a + j) % APPLICATION_STATUSES.length] ?? 'applied',
        first_name: 'Sam',
        last_name: `Student ${a + 1}`,
        email: applicantEmail(a + 1),
        terms_accepted: 1,
        created_at: stamp,
        updated_at: stamp,
        status_changed_at: stamp,
      };
    }),
  );
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    await store.insert('applications', rows.slice(i, i + BATCH_SIZE));
  }
  return { jobs: jobIds.length, applications: rows.length };
}

/**
 * Inserts the businesses, the login accounts, `jobCount` active jobs (posted over the past year
 * in id order, with a little jitter, as on a live board; DASHBOARD_JOBS of them the dashboard
 * business's, each applied to by every login account) into an empty, migrated database.
 */
export async function seedBenchBoard(
  store: BoardStore,
  jobCount: number,
  passwordHash: string,
  onProgress: (inserted: number) => void = () => undefined,
  onPhase: (text: string) => void = () => undefined,
): Promise<SeededBoard> {
  const started = performance.now();
  const random = randomSource(20_260_101);
  const { businesses, applicants } = await insertPeople(store, random, passwordHash);
  const [dashboardBusiness, ...others] = businesses;
  if (!dashboardBusiness) throw new Error('No business was made');

  await store.beforeJobs();
  const end = Date.now();
  const start = end - POSTED_OVER_DAYS * DAY_MS;
  let inserted = 0;
  while (inserted < jobCount) {
    const size = Math.min(BATCH_SIZE, jobCount - inserted);
    const rows: NewJob[] = [];
    for (let i = 0; i < size; i++) {
      const index = inserted + i;
      const at = start + (index / jobCount) * (end - start) - random.next() * 3_600_000;
      const dashboard = isDashboardJob(index, jobCount) || others.length === 0;
      const business = dashboard ? dashboardBusiness : random.pick(others);
      const row = jobRow(random, business, new Date(at), end);
      rows.push(dashboard ? { ...row, applicants_count: applicants.length } : row);
    }
    await store.insert('jobs', rows);
    inserted += size;
    onProgress(inserted);
  }
  onPhase('indexing the jobs');
  await store.afterJobs();

  onPhase("adding the dashboard business's applications");
  const dashboard = await insertApplications(store, dashboardBusiness, applicants);
  onPhase('refreshing the table statistics (ANALYZE)');
  await store.analyze();
  const span = await store.jobSpan();
  return {
    businesses: businesses.length,
    jobs: span.count,
    firstJobId: span.first,
    lastJobId: span.last,
    seconds: (performance.now() - started) / 1000,
    loginAccounts: applicants.length,
    dashboard,
  };
}
