import { parseArgs } from 'node:util';

export type BenchDatabase = 'sqlite' | 'postgres';

export interface BenchOptions {
  /** Active jobs in the benchmark database. */
  jobs: number;
  /** Measured seconds per scenario. */
  duration: number;
  /** Concurrent HTTP connections. */
  connections: number;
  /** The databases to measure, one after the other, each in a report section of its own. */
  databases: BenchDatabase[];
  /** postgres://… server on which a throwaway schema is made (needed for PostgreSQL). */
  databaseUrl: string | undefined;
  /** WEB_CONCURRENCY for the server; undefined leaves the server's own default. */
  concurrency: number | undefined;
  /** Only the scenarios whose key starts with one of these (all when empty). */
  only: string[];
}

const DEFAULTS = { jobs: 100_000, duration: 10, connections: 50 } as const;
const DATABASE_CHOICES = ['sqlite', 'postgres', 'both'] as const;

const USAGE = `Usage: npm run bench -- [options]
  --jobs N             active jobs to insert (default ${DEFAULTS.jobs}; env BENCH_JOBS)
  --duration S         measured seconds per scenario (default ${DEFAULTS.duration}; env BENCH_DURATION)
  --connections C      concurrent connections (default ${DEFAULTS.connections}; env BENCH_CONNECTIONS)
  --database D         sqlite, postgres or both (default sqlite, or postgres when a database
                       URL is given; env BENCH_DATABASE)
  --database-url URL   PostgreSQL server to build the board on, in a schema of its own that is
                       dropped afterwards (env BENCH_DATABASE_URL)
  --concurrency N      WEB_CONCURRENCY of the server (default: not set, the server's own
                       default; env BENCH_CONCURRENCY)
  --only KEYS          only the scenarios whose key starts with one of these, comma-separated
                       (e.g. --only search,filter); the hello-world ceiling is always measured`;

export class BenchUsageError extends Error {
  constructor(problem: string) {
    super(`${problem}\n\n${USAGE}`);
    this.name = 'BenchUsageError';
  }
}

function positiveInt(name: string, raw: string | undefined, fallback: number): number;
function positiveInt(
  name: string,
  raw: string | undefined,
  fallback: undefined,
): number | undefined;
function positiveInt(
  name: string,
  raw: string | undefined,
  fallback: number | undefined,
): number | undefined {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new BenchUsageError(`--${name} must be a whole number greater than 0 (got "${raw}")`);
  }
  return value;
}

const blank = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

function databases(raw: string | undefined, databaseUrl: string | undefined): BenchDatabase[] {
  const choice = blank(raw) ?? (databaseUrl ? 'postgres' : 'sqlite');
  if (!(DATABASE_CHOICES as readonly string[]).includes(choice)) {
    throw new BenchUsageError(
      `--database must be one of ${DATABASE_CHOICES.join(', ')} (got "${choice}")`,
    );
  }
  const chosen: BenchDatabase[] =
    choice === 'both' ? ['sqlite', 'postgres'] : [choice as BenchDatabase];
  if (chosen.includes('postgres') && !databaseUrl) {
    throw new BenchUsageError(
      'PostgreSQL needs a server: --database-url postgres://user@host:5432/database',
    );
  }
  return chosen;
}

function postgresUrl(raw: string | undefined): string | undefined {
  const value = blank(raw);
  if (value === undefined) return undefined;
  if (!URL.canParse(value) || !/^postgres(ql)?:$/.test(new URL(value).protocol)) {
    throw new BenchUsageError(`--database-url must be a postgres:// URL (got "${value}")`);
  }
  return value;
}

/** Reads the options from the command line, then BENCH_* variables, then the defaults. */
export function readBenchOptions(
  argv: string[] = process.argv.slice(2),
  env: Record<string, string | undefined> = process.env,
): BenchOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        jobs: { type: 'string' },
        duration: { type: 'string' },
        connections: { type: 'string' },
        database: { type: 'string' },
        'database-url': { type: 'string' },
        concurrency: { type: 'string' },
        only: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new BenchUsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return 'help';
  const databaseUrl = postgresUrl(values['database-url'] ?? env.BENCH_DATABASE_URL);
  return {
    jobs: positiveInt('jobs', values.jobs ?? env.BENCH_JOBS, DEFAULTS.jobs),
    duration: positiveInt('duration', values.duration ?? env.BENCH_DURATION, DEFAULTS.duration),
    connections: positiveInt(
      'connections',
      values.connections ?? env.BENCH_CONNECTIONS,
      DEFAULTS.connections,
    ),
    databases: databases(values.database ?? env.BENCH_DATABASE, databaseUrl),
    databaseUrl,
    concurrency: positiveInt('concurrency', values.concurrency ?? env.BENCH_CONCURRENCY, undefined),
    only: (blank(values.only) ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
  };
}

export { USAGE as BENCH_USAGE };

/** The URL without its password, for the report and the console. */
export function redactUrl(url: string): string {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** The command that reproduces a run, as recorded in the report. */
export function benchCommand(options: BenchOptions): string {
  const parts = [
    `npm run bench -- --jobs ${options.jobs} --duration ${options.duration}`,
    `--connections ${options.connections}`,
  ];
  const both = options.databases.length > 1;
  if (both || options.databases[0] !== 'sqlite') {
    parts.push(`--database ${both ? 'both' : options.databases[0]}`);
  }
  if (options.databaseUrl && options.databases.includes('postgres')) {
    parts.push(`--database-url ${redactUrl(options.databaseUrl)}`);
  }
  if (options.concurrency !== undefined) parts.push(`--concurrency ${options.concurrency}`);
  if (options.only.length > 0) parts.push(`--only ${options.only.join(',')}`);
  return parts.join(' ');
}
