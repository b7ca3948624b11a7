import { BUSINESS_CATEGORY_NAMES, JOB_TYPES, type JobType, MINIMUM_AGES } from '@firstshift/domain';
import SqliteDatabase from 'better-sqlite3';
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

// Fills a migrated SQLite file with a realistic board as fast as SQLite allows: one prepared
// statement, large transactions, no Kysely round trips. The jobs_fts triggers of the migration
// index every row as it is inserted, exactly as they do for jobs posted through the app.

export const BENCH_BUSINESSES = 300;
const BATCH_SIZE = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const POSTED_OVER_DAYS = 365;

export interface SeededBoard {
  businesses: number;
  jobs: number;
  firstJobId: number;
  lastJobId: number;
  seconds: number;
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

interface Business {
  userId: number;
  name: string;
  category: (typeof BUSINESS_CATEGORY_NAMES)[number];
  city: City;
  street: string;
  slug: string;
}

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

function insertBusinesses(database: SqliteDatabase.Database, random: Random): Business[] {
  const now = new Date().toISOString();
  const user = database.prepare(
    `insert into users (role, email, email_normalized, email_notifications, created_at, updated_at)
     values ('business', @email, @email, 1, @now, @now)`,
  );
  const profile = database.prepare(
    `insert into business_profiles (user_id, business_name, business_category,
       business_description, address_line1, address_line2, city, state, zip_code, created_at, updated_at)
     values (@userId, @name, @category, @description, @street, null, @city, @state, @zip, @now, @now)`,
  );
  const businesses: Business[] = [];
  database.transaction(() => {
    for (let n = 1; n <= BENCH_BUSINESSES; n++) {
      const category = random.pick(BUSINESS_CATEGORY_NAMES);
      const name = `${random.pick(BUSINESS_NAME_STARTS)} ${random.pick(BUSINESS_NAME_ENDS[category])}`;
      const city = random.pick(CITIES);
      const street = `${random.between(1, 2999)} ${random.pick(STREETS)}`;
      const slug = `business${n}`;
      const { lastInsertRowid } = user.run({ email: `${slug}@bench.example.test`, now });
      const userId = Number(lastInsertRowid);
      profile.run({
        userId,
        name,
        category,
        description: `${name} is a locally owned ${category.toLowerCase()} business in ${city.city}.`,
        street,
        city: city.city,
        state: city.state,
        zip: city.zip,
        now,
      });
      businesses.push({ userId, name, category, city, street, slug });
    }
  })();
  return businesses;
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

function jobRow(random: Random, business: Business, posted: Date): NewJob {
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
  const deadline = random.chance(0.5)
    ? null
    : new Date(posted.getTime() + random.between(14, 120) * DAY_MS).toISOString().slice(0, 10);
  return {
    business_id: business.userId,
    company_name: business.name,
    title,
    description: description(random, role),
    job_type: jobType,
    job_types: JSON.stringify(jobTypes),
    business_category: category,
    work_format: weighted(random, ['in-person', 'hybrid', 'virtual'] as const, [70, 15, 15]),
    minimum_age_required: weighted(random, MINIMUM_AGES, MINIMUM_AGE_WEIGHTS),
    location_street: elsewhere
      ? `${random.between(1, 2999)} ${random.pick(STREETS)}`
      : business.street,
    location_city: city.city,
    location_state: city.state,
    location_zip: random.chance(0.2) ? `${city.zip}-${random.between(1000, 9999)}` : city.zip,
    key_responsibilities: JSON.stringify(random.some(RESPONSIBILITIES, 3)),
    requirements_qualifications: JSON.stringify(random.some(REQUIREMENTS, 2)),
    offerings: JSON.stringify(random.some(OFFERINGS, 2)),
    ...compensation(random, jobType),
    duration: random.pick(DURATIONS),
    schedule: random.pick(SCHEDULES),
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

/**
 * Inserts BENCH_BUSINESSES businesses and `jobCount` active jobs into an empty, migrated SQLite
 * file. Jobs are posted over the past year in id order (with a little jitter), as on a live board.
 */
export function seedBenchJobs(
  file: string,
  jobCount: number,
  onProgress: (inserted: number) => void = () => undefined,
): SeededBoard {
  const started = performance.now();
  const database = new SqliteDatabase(file);
  try {
    // Safe for a throwaway file, and several times faster for a bulk load.
    database.pragma('synchronous = OFF');
    database.pragma('cache_size = -262144');
    database.pragma('temp_store = MEMORY');
    const random = randomSource(20_260_101);
    const businesses = insertBusinesses(database, random);

    let insert: SqliteDatabase.Statement<[NewJob]> | undefined;
    const insertBatch = database.transaction((rows: NewJob[]) => {
      for (const row of rows) {
        if (!insert) {
          const columns = Object.keys(row);
          insert = database.prepare<[NewJob]>(
            `insert into jobs (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
          );
        }
        insert.run(row);
      }
    });

    const end = Date.now();
    const start = end - POSTED_OVER_DAYS * DAY_MS;
    let inserted = 0;
    while (inserted < jobCount) {
      const size = Math.min(BATCH_SIZE, jobCount - inserted);
      const rows: NewJob[] = [];
      for (let i = 0; i < size; i++) {
        const at = start + ((inserted + i) / jobCount) * (end - start) - random.next() * 3_600_000;
        rows.push(jobRow(random, random.pick(businesses), new Date(at)));
      }
      insertBatch(rows);
      inserted += size;
      onProgress(inserted);
    }

    const ids = database
      .prepare<[], { first: number; last: number; count: number }>(
        'select min(id) as first, max(id) as last, count(*) as count from jobs',
      )
      .get();
    database.pragma('wal_checkpoint(TRUNCATE)');
    return {
      businesses: businesses.length,
      jobs: ids?.count ?? 0,
      firstJobId: ids?.first ?? 0,
      lastJobId: ids?.last ?? 0,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    database.close();
  }
}
