import {
  BUSINESS_CATEGORY_NAMES,
  JOB_TYPES,
  MINIMUM_AGES,
  WORK_FORMATS,
  jobListQuerySchema,
} from '@firstshift/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createPostgresDb, createSqliteDb, SQLITE_FILE_NAME } from '../src/db/create-db';
import { listPublicJobs } from '../src/features/jobs/jobs.repository';
import { createBenchDatabase, fillBoard } from './build-board';
import { BUSINESS_NAME_ENDS, BUSINESS_NAME_STARTS, CITIES, ROLES_BY_CATEGORY } from './job-words';

// `npm run bench:combinations`: the public list's cost for many combinations of its filters, as
// a crawler walking them would ask (issue 13: "any filter combination"). It builds the benchmark
// board, then calls the list's repository in process for each combination, one at a time: once
// to warm it, then five times, keeping the median. Prints the spread of lists and of text
// searches and the slowest combinations; docs/benchmarks.md records the runs by hand. The
// combinations come from a seeded generator, so a seed names the same ones in every run.

const USAGE = `Usage: npm run bench:combinations -- [options]
  --jobs N             active jobs on the board (default 100000)
  --database D         sqlite or postgres (default sqlite)
  --database-url URL   PostgreSQL server to build the board on, in a schema of its own that is
                       dropped afterwards
  --combinations N     how many combinations to time (default 1000)
  --seed N             which combinations (default 7)
  --slowest N          how many of the slowest to print (default 25)`;

const { values: args } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    database: { type: 'string', default: 'sqlite' },
    'database-url': { type: 'string' },
    combinations: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '7' },
    slowest: { type: 'string', default: '25' },
  },
});

function count(name: keyof typeof args): number {
  const value = Number(args[name]);
  if (!Number.isSafeInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number greater than 0\n\n${USAGE}`);
    process.exit(2);
  }
  return value;
}

const jobs = count('jobs');
const combinations = count('combinations');
const slowest = count('slowest');
const kind = args.database;
if (kind !== 'sqlite' && kind !== 'postgres') {
  console.error(`--database must be sqlite or postgres\n\n${USAGE}`);
  process.exit(2);
}

/** A linear congruential generator: small, and the same combinations for a seed everywhere. */
function generator(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  return {
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
    next,
  };
}

const ROLES = Object.values(ROLES_BY_CATEGORY).flat();
const NAME_ENDS = Object.values(BUSINESS_NAME_ENDS).flat();
/** Common, rare, two-word and unknown words, and one too short to search by. */
const WORDS = [
  'team',
  'calligraphy',
  'barista',
  'cashier',
  'summer',
  'weekend',
  'assistant',
  'dog',
  'tutor',
  'help',
  'customer service',
  'line cook',
  'friendly team',
  'xyzzy',
  'bar',
  'c',
];

/** One combination of the list's parameters, each filter given with its own chance. */
function combination(random: ReturnType<typeof generator>): Record<string, string> {
  const { pick, chance } = random;
  const query: Record<string, string> = {};
  if (chance(0.3)) query.search = chance(0.5) ? pick(WORDS) : pick(ROLES).toLowerCase();
  if (chance(0.3)) query.job_type = pick(JOB_TYPES);
  if (chance(0.3)) query.business_category = pick(BUSINESS_CATEGORY_NAMES);
  if (chance(0.25)) query.work_format = pick(WORK_FORMATS);
  const place = pick(CITIES);
  const where = random.next();
  if (where < 0.12) query.location = `${place.city}, ${place.state}`;
  else if (where < 0.2) query.state = place.state;
  else if (where < 0.26) query.zip = place.zip;
  else if (where < 0.3) query.city = place.city;
  else if (where < 0.33) query.location = place.zip;
  if (chance(0.12)) {
    query.company = chance(0.5)
      ? pick(BUSINESS_NAME_STARTS)
      : `${pick(BUSINESS_NAME_STARTS)} ${pick(NAME_ENDS)}`;
  }
  if (chance(0.08)) query.compensation_type = chance(0.5) ? 'per hour' : 'per month stipend';
  if (chance(0.3)) query.minimum_age = String(pick(MINIMUM_AGES));
  if (chance(0.25)) query.hsWelcome = 'true';
  if (chance(0.2)) query.afterSchool = 'true';
  if (chance(0.3)) {
    query.sort = pick(['date', 'title', 'company', ...(query.search ? ['relevance'] : [])]);
  }
  if (chance(0.2)) query.skip = String(pick([20, 200, 980, 5000, 9980]));
  return query;
}

interface Timing {
  ms: number;
  query: string;
  total: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.floor(p * (sorted.length - 1))] ?? Number.NaN;

function spread(name: string, timings: Timing[]): string {
  const ms = timings.map((t) => t.ms).sort((a, b) => a - b);
  const over = (limit: number) => ms.filter((m) => m > limit).length;
  const f = (m: number) => m.toFixed(2);
  return (
    `${name}: ${ms.length}, median ${f(percentile(ms, 0.5))} ms, p90 ${f(percentile(ms, 0.9))}, ` +
    `p99 ${f(percentile(ms, 0.99))}, max ${f(percentile(ms, 1))}; ` +
    `over 1 ms: ${over(1)}, over 5 ms: ${over(5)}`
  );
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'firstshift-bench-combinations-'));
const database = await createBenchDatabase(kind, dataDir, args['database-url']);
try {
  console.log(`Building a board of ${jobs.toLocaleString('en-US')} jobs on ${database.version}…`);
  await fillBoard(
    database,
    jobs,
    () => undefined,
    () => undefined,
    new AbortController().signal,
  );
  const target = database.target;
  const db =
    target.kind === 'sqlite'
      ? createSqliteDb(path.join(dataDir, SQLITE_FILE_NAME))
      : createPostgresDb(target.url, target.schema);
  const random = generator(count('seed'));
  const timings: Timing[] = [];
  try {
    for (let i = 0; i < combinations; i++) {
      const raw = combination(random);
      const query = jobListQuerySchema.parse({ limit: '20', ...raw });
      let page = await listPublicJobs(db, query);
      const times: number[] = [];
      for (let run = 0; run < 5; run++) {
        const start = performance.now();
        page = await listPublicJobs(db, query);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const ms = times[2] ?? Number.NaN;
      timings.push({ ms, query: new URLSearchParams(raw).toString(), total: page.total });
    }
  } finally {
    await db.destroy();
  }
  console.log(
    spread(
      'Lists',
      timings.filter((t) => !t.query.includes('search=')),
    ),
  );
  console.log(
    spread(
      'Text searches',
      timings.filter((t) => t.query.includes('search=')),
    ),
  );
  console.log(`\nThe slowest (median ms, matches counted, query):`);
  for (const t of timings.sort((a, b) => b.ms - a.ms).slice(0, slowest)) {
    console.log(`${t.ms.toFixed(2).padStart(8)} ${String(t.total).padStart(5)}  ${t.query}`);
  }
} finally {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
