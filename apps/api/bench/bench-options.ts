import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Active jobs in the benchmark database. */
  jobs: number;
  /** Measured seconds per scenario. */
  duration: number;
  /** Concurrent HTTP connections. */
  connections: number;
}

const DEFAULTS: BenchOptions = { jobs: 100_000, duration: 10, connections: 50 };

const USAGE = `Usage: npm run bench -- [--jobs N] [--duration SECONDS] [--connections C]
  --jobs         active jobs to insert (default ${DEFAULTS.jobs}; env BENCH_JOBS)
  --duration     measured seconds per scenario (default ${DEFAULTS.duration}; env BENCH_DURATION)
  --connections  concurrent connections (default ${DEFAULTS.connections}; env BENCH_CONNECTIONS)`;

export class BenchUsageError extends Error {
  constructor(problem: string) {
    super(`${problem}\n\n${USAGE}`);
    this.name = 'BenchUsageError';
  }
}

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new BenchUsageError(`--${name} must be a whole number greater than 0 (got "${raw}")`);
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
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new BenchUsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return 'help';
  return {
    jobs: positiveInt('jobs', values.jobs ?? env.BENCH_JOBS, DEFAULTS.jobs),
    duration: positiveInt('duration', values.duration ?? env.BENCH_DURATION, DEFAULTS.duration),
    connections: positiveInt(
      'connections',
      values.connections ?? env.BENCH_CONNECTIONS,
      DEFAULTS.connections,
    ),
  };
}

export { USAGE as BENCH_USAGE };

/** The command that reproduces a run, as recorded in the report. */
export function benchCommand(options: BenchOptions): string {
  return `npm run bench -- --jobs ${options.jobs} --duration ${options.duration} --connections ${options.connections}`;
}
