import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { readBenchOptions } from './bench-options';
import {
  type BenchRun,
  REPORT_END,
  REPORT_START,
  budgetChecks,
  coresFloorMs,
  cpuPerRequest,
  loggingComparison,
  mergeReport,
  readSections,
  renderSection,
  sectionMarker,
} from './report';
import { type BoardFacts, type ScenarioResult, benchScenarios } from './scenarios';

const facts: BoardFacts = {
  jobs: 20_000,
  firstJobId: 1,
  lastJobId: 20_000,
  loginAccounts: 100,
  connections: 50,
  tokens: {},
};
const scenarios = benchScenarios(facts);
const scenario = (key: string) => {
  const found = scenarios.find((s) => s.key === key);
  if (!found) throw new Error(`no scenario ${key}`);
  return found;
};

function result(key: string, figures: Partial<ScenarioResult> = {}): ScenarioResult {
  const s = scenario(key);
  return {
    scenario: s,
    connections: s.connections ?? 50,
    probe: { status: 200, items: 20, totalCount: '1000', capped: true },
    requestsPerSecond: 1_000,
    requests: 10_000,
    allRequests: 10_000,
    p50: 5,
    p95: 10,
    p99: 15,
    max: 30,
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    seconds: 10,
    ...figures,
  };
}

function run(results: ScenarioResult[], database: 'sqlite' | 'postgres' = 'sqlite'): BenchRun {
  const options = readBenchOptions(['--jobs', '20000', '--duration', '2'], {});
  if (options === 'help') throw new Error('unexpected help');
  return {
    date: new Date('2026-11-24T10:00:00.000Z'),
    options,
    database,
    databaseVersion: database === 'sqlite' ? 'SQLite 3.53.2' : 'PostgreSQL 15.20',
    board: {
      businesses: 300,
      jobs: 20_000,
      firstJobId: 1,
      lastJobId: 20_000,
      seconds: 3,
      loginAccounts: 100,
      dashboard: { jobs: 200, applications: 20_000 },
    },
    processes: 2,
    warmupSeconds: 1,
    cacheSeconds: 5,
    defaultLogLevel: 'info',
    results,
    webBundle: undefined,
  };
}

describe('the budgets', () => {
  it('compare the uncached list with the hello-world ceiling at the same connections', () => {
    const checks = budgetChecks(
      run([
        result('ceiling-50', { requestsPerSecond: 20_000 }),
        result('ceiling-1', { requestsPerSecond: 1_000 }),
        result('list-uncached', { requestsPerSecond: 4_000, p99: 12 }),
      ]),
    );
    expect(checks).toEqual([
      {
        what: 'Newest jobs, first page (read cache off, 50 connections)',
        budget: '≥ 20 % of the ceiling',
        measured: '20 % (4,000 of 20,000 req/s)',
        ok: true,
      },
      {
        what: 'Newest jobs, first page (read cache off, 50 connections)',
        budget: 'p99 < 20 ms',
        measured: '12.0 ms',
        ok: true,
      },
    ]);
  });

  it('miss the share of the ceiling when none was measured', () => {
    const [share] = budgetChecks(run([result('list-uncached', { requestsPerSecond: 4_000 })]));
    expect(share).toMatchObject({ ok: false, measured: '4,000 req/s (no ceiling measured)' });
  });

  it('allow p95 of exactly 20 ms and name the one-connection figure beside it', () => {
    const checks = budgetChecks(
      run([
        result('search-rare-uncached-alone', { p95: 2.5 }),
        result('search-rare-uncached', { p95: 20 }),
        result('filter-type-uncached', { p95: 20.1 }),
      ]),
    );
    expect(checks.map((c) => [c.measured, c.ok])).toEqual([
      ['20.0 ms (one connection: 2.50 ms)', true],
      ['20.1 ms', false],
    ]);
  });

  it("give the cores' floor of the mean beside the p95, from the machine's CPU per request", () => {
    const [check] = budgetChecks(
      run([result('search-common-uncached', { p95: 30, machineCpuSeconds: 8 })]),
    );
    // 800 µs of the machine's CPU per request, 50 connections, shared by the cores.
    const floor = (50 * 800) / os.cpus().length / 1000;
    expect(check?.measured).toBe(
      `30.0 ms (the cores' floor of the mean: ${floor < 10 ? floor.toFixed(2) : floor.toFixed(1)} ms)`,
    );
  });

  it('count errors and timeouts at 1,000 connections', () => {
    const checks = budgetChecks(
      run([result('many'), result('many-uncached', { errors: 12, timeouts: 3 })]),
    );
    expect(checks.map((c) => [c.budget, c.measured, c.ok])).toEqual([
      ['0 errors, 0 timeouts', '0 errors, 0 timeouts', true],
      ['0 errors, 0 timeouts', '12 errors, 3 timeouts', false],
    ]);
  });

  it('fail a fast scenario that answered errors', () => {
    const [check] = budgetChecks(run([result('search-common', { non2xx: 5 })]));
    expect(check).toMatchObject({ ok: false, measured: '10.0 ms (0 errors, 5 non-2xx)' });
  });
});

describe("the cores' floor of the mean", () => {
  it('is the connections times the machine CPU per request over the cores', () => {
    const loaded = result('filter-type-uncached', { allRequests: 10_000, machineCpuSeconds: 4 });
    expect(cpuPerRequest(loaded, 'machine')).toBe(400);
    expect(coresFloorMs(loaded, 2)).toBe(10);
    expect(coresFloorMs(result('filter-type-uncached'), 2)).toBeUndefined();
  });
});

describe('the logging comparison', () => {
  /** A logging round: its requests per second over 10 s, and what it logged (200 B a line at info). */
  const round = (name: string, requestsPerSecond: number) => {
    const allRequests = requestsPerSecond * 10;
    const lines = name.startsWith('logging-info') ? allRequests : 0;
    return result(name, { requestsPerSecond, allRequests, log: { bytes: lines * 200, lines } });
  };
  const rounds = [
    round('logging-warn-1', 10_000),
    round('logging-info-1', 9_000),
    round('logging-info-2', 11_000),
    round('logging-warn-2', 12_000),
    round('logging-warn-3', 11_500),
    round('logging-info-3', 10_500),
    round('logging-info-4', 6_000),
    round('logging-warn-4', 11_000),
  ];

  it('is the median of the rounds of each level, with what each logged per request', () => {
    const comparison = loggingComparison(rounds);
    // One disturbed round at info (6,000) moves the median little; the mean would be 9,125.
    expect(comparison?.warn.requestsPerSecond).toBe(11_250);
    expect(comparison?.info.requestsPerSecond).toBe(9_750);
    expect(comparison?.cost).toBeCloseTo(1 - 9_750 / 11_250);
    expect(comparison?.info.bytesPerRequest).toBe(200);
    expect(comparison?.info.linesPerRequest).toBe(1);
  });

  it('takes the median of the rounds’ CPU per request', () => {
    // µs per request of each round above, in order; info's fourth round disturbed.
    const microseconds = [100, 110, 120, 130, 150, 140, 400, 160];
    const timed = rounds.map((r, index) => ({
      ...r,
      cpuSeconds: (r.allRequests * (microseconds[index] ?? 0)) / 1e6,
    }));
    const comparison = loggingComparison(timed);
    expect(comparison?.warn.cpuPerRequest).toBeCloseTo(140);
    expect(comparison?.info.cpuPerRequest).toBeCloseTo(130);
  });

  it('passes at 10 % or less', () => {
    const check = budgetChecks(run(rounds)).at(-1);
    expect(check).toMatchObject({
      budget: 'costs ≤ 10 % of req/s',
      measured: '−13 % (9,750 against 11,250 req/s)',
      ok: false,
    });
    const steadier = rounds.map((r) =>
      r.scenario.key === 'logging-info-1' ? { ...r, requestsPerSecond: 10_800 } : r,
    );
    expect(budgetChecks(run(steadier)).at(-1)).toMatchObject({
      measured: '−5.3 % (10,650 against 11,250 req/s)',
      ok: true,
    });
  });

  it('is left out when the run had no logging rounds', () => {
    expect(loggingComparison([result('list')])).toBeUndefined();
  });
});

describe('the report section', () => {
  const section = renderSection(
    run([
      result('ceiling-50', { requestsPerSecond: 20_000 }),
      result('list', { requestsPerSecond: 15_000 }),
      result('list-uncached', { cpuSeconds: 1.5, machineCpuSeconds: 3 }),
      result('login', { requestsPerSecond: 60 }),
    ]),
  );
  const postgres = renderSection(
    run(
      [
        result('list-uncached', {
          cpuSeconds: 1.5,
          databaseCpuSeconds: 1.25,
          machineCpuSeconds: 3.5,
        }),
      ],
      'postgres',
    ),
  );

  it('starts with its database’s marker and says which database and server ran', () => {
    expect(section.startsWith(`${sectionMarker('sqlite')}\n\n## Latest run on SQLite`)).toBe(true);
    expect(section).toContain('- Database: SQLite 3.53.2');
    expect(section).toContain(
      "with 2 processes (WEB_CONCURRENCY not set: the server's default, one per core)",
    );
    expect(section).toContain('- Hello-world ceiling: 20,000 req/s at 50 connections');
  });

  it('gives each scenario’s share of the ceiling', () => {
    expect(section).toMatch(
      /\| Newest jobs, first page \|[^\n]*\| on \(5 s\) \| 50 \| 15,000 \| 75 % \|/,
    );
    expect(section).toMatch(/\| Sign-in[^\n]*\| — \| 50 \| 60 \| 0\.3 % \|/);
  });

  it('gives the CPU per request of the app, the database server and the whole machine', () => {
    expect(section).toContain('| CPU µs/req: app | database | machine | X-Total-Count |');
    // 10,000 requests: 1.5 s of the app's CPU, none of a database server of its own, 3 s in all.
    expect(section).toMatch(
      /\| off \| 50 \| 1,000 \|[^\n]*\| 150 \| — \| 300 \| 1,000 \(capped\) \|/,
    );
    expect(postgres).toMatch(
      /\| off \| 50 \| 1,000 \|[^\n]*\| 150 \| 125 \| 350 \| 1,000 \(capped\) \|/,
    );
    expect(section).toContain('SQLite runs inside the app');
    expect(postgres).toContain("the PostgreSQL server's processes");
  });
});

describe('the generated part of docs/benchmarks.md', () => {
  const page = (generated: string) =>
    `# Benchmarks\n\nBy hand.\n\n${REPORT_START}\n${generated}\n${REPORT_END}\n\nAfter.\n`;
  const sqlite = `${sectionMarker('sqlite')}\n\n## Latest run on SQLite\n\nold sqlite\n`;
  const postgres = `${sectionMarker('postgres')}\n\n## Latest run on PostgreSQL\n\nnew pg\n`;

  it('keeps the other database’s section and the text around the markers', () => {
    const merged = mergeReport(page(`\n${sqlite}\n`), 'postgres', postgres);
    expect(merged).toBe(page(`\n${sqlite.trim()}\n\n${postgres.trim()}\n`));
    expect([...readSections(merged.slice(merged.indexOf(REPORT_START))).keys()]).toEqual([
      'sqlite',
      'postgres',
    ]);
  });

  it('replaces a database’s own section, SQLite first', () => {
    const merged = mergeReport(
      page(`\n${postgres}\n${sqlite}`),
      'sqlite',
      `${sectionMarker('sqlite')}\n\nfresh\n`,
    );
    expect(merged).toContain('fresh');
    expect(merged).not.toContain('old sqlite');
    expect(merged.indexOf('fresh')).toBeLessThan(merged.indexOf('new pg'));
    expect(merged.startsWith('# Benchmarks\n\nBy hand.\n\n')).toBe(true);
    expect(merged.endsWith(`${REPORT_END}\n\nAfter.\n`)).toBe(true);
  });

  it('reads an older report without sections as the SQLite one', () => {
    const merged = mergeReport(page('\n## Latest run\n\nold figures\n'), 'postgres', postgres);
    const sections = readSections(merged.slice(merged.indexOf(REPORT_START) + REPORT_START.length));
    expect(sections.get('sqlite')).toContain('old figures');
    expect(sections.get('postgres')).toContain('new pg');
  });

  it('adds the markers at the end of a report that has none', () => {
    const merged = mergeReport('# Benchmarks\n', 'sqlite', sqlite);
    expect(merged).toBe(`# Benchmarks\n\n${REPORT_START}\n\n${sqlite.trim()}\n\n${REPORT_END}\n`);
  });
});
