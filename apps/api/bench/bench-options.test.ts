import { describe, expect, it } from 'vitest';
import { BenchUsageError, benchCommand, readBenchOptions, redactUrl } from './bench-options';

const PG = 'postgres://postgres@127.0.0.1:5432/postgres';

describe('the benchmark options', () => {
  it('has defaults: SQLite, 100,000 jobs, 10 s, 50 connections, the server’s own concurrency', () => {
    expect(readBenchOptions([], {})).toEqual({
      jobs: 100_000,
      duration: 10,
      connections: 50,
      databases: ['sqlite'],
      databaseUrl: undefined,
      concurrency: undefined,
      only: [],
    });
  });

  it('reads the command line before the BENCH_* variables', () => {
    const options = readBenchOptions(['--jobs', '1_000_000', '--concurrency', '2'], {
      BENCH_JOBS: '5',
      BENCH_DURATION: '3',
      BENCH_CONCURRENCY: '4',
    });
    expect(options).toMatchObject({ jobs: 1_000_000, duration: 3, concurrency: 2 });
  });

  it('measures PostgreSQL when a database URL is given, from the command line or the environment', () => {
    expect(readBenchOptions(['--database-url', PG], {})).toMatchObject({
      databases: ['postgres'],
      databaseUrl: PG,
    });
    expect(readBenchOptions([], { BENCH_DATABASE_URL: PG })).toMatchObject({
      databases: ['postgres'],
    });
    expect(readBenchOptions(['--database', 'both'], { BENCH_DATABASE_URL: PG })).toMatchObject({
      databases: ['sqlite', 'postgres'],
    });
    expect(readBenchOptions(['--database', 'sqlite', '--database-url', PG], {})).toMatchObject({
      databases: ['sqlite'],
    });
  });

  it('refuses PostgreSQL without a server, and wrong values, with the usage', () => {
    expect(() => readBenchOptions(['--database', 'postgres'], {})).toThrow(/--database-url/);
    expect(() => readBenchOptions(['--database', 'mysql'], {})).toThrow(BenchUsageError);
    expect(() => readBenchOptions(['--database-url', 'mysql://x'], {})).toThrow(/postgres:\/\//);
    expect(() => readBenchOptions(['--concurrency', '0'], {})).toThrow(/greater than 0/);
    expect(() => readBenchOptions(['--jobs', 'many'], {})).toThrow(/Usage: npm run bench/);
    expect(() => readBenchOptions(['--nope'], {})).toThrow(BenchUsageError);
  });

  it('takes --only as a comma-separated list of scenario keys', () => {
    expect(readBenchOptions(['--only', 'search, filter-,'], {})).toMatchObject({
      only: ['search', 'filter-'],
    });
  });

  it('answers help', () => {
    expect(readBenchOptions(['--help'], {})).toBe('help');
  });
});

describe('the command recorded in the report', () => {
  it('reproduces the run, without a password', () => {
    const options = readBenchOptions(
      [
        '--jobs',
        '1000000',
        '--database',
        'both',
        '--database-url',
        'postgres://bench:secret@db.example.test:5432/jobs',
        '--concurrency',
        '2',
      ],
      {},
    );
    if (options === 'help') throw new Error('unexpected help');
    expect(benchCommand(options)).toBe(
      'npm run bench -- --jobs 1000000 --duration 10 --connections 50 --database both ' +
        '--database-url postgres://bench:***@db.example.test:5432/jobs --concurrency 2',
    );
  });

  it('stays short for the default SQLite run', () => {
    const options = readBenchOptions([], {});
    if (options === 'help') throw new Error('unexpected help');
    expect(benchCommand(options)).toBe(
      'npm run bench -- --jobs 100000 --duration 10 --connections 50',
    );
  });

  it('leaves a URL without a password as it is', () => {
    expect(redactUrl(PG)).toBe(PG);
  });
});
