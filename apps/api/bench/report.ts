import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import * as prettier from 'prettier';
import { median } from '@firstshift/domain';
import { SEARCH_CANDIDATE_LIMIT } from '../src/db/public-job-filter';
import { COUNT_LIMIT } from '../src/features/jobs/jobs.repository';
import { type BenchDatabase, type BenchOptions, benchCommand } from './bench-options';
import { CITIES, COMMON_WORD_SHARE, RARE_WORD_EVERY, SEARCH_WORDS } from './job-words';
import {
  type Budget,
  LOGGING_ROUNDS,
  MANY_CONNECTIONS,
  MANY_SECONDS,
  REQUEST_TIMEOUT_SECONDS,
  type ScenarioResult,
} from './scenarios';
import { LOGIN_ACCOUNTS, type SeededBoard } from './seed-jobs';
import { FIRST_LOAD_JS_BUDGET_BYTES, type WebBundle } from './web-bundle';

export const REPORT_START = '<!-- bench:start -->';
export const REPORT_END = '<!-- bench:end -->';
/** Starts one database's section between the markers; it runs to the next one or the end. */
export const sectionMarker = (database: BenchDatabase) => `<!-- bench:section ${database} -->`;
const SECTION_PATTERN = /<!-- bench:section (\w+) -->/g;
const DATABASE_ORDER: BenchDatabase[] = ['sqlite', 'postgres'];
export const DATABASE_NAMES: Record<BenchDatabase, string> = {
  sqlite: 'SQLite',
  postgres: 'PostgreSQL',
};
/** The API budgets are stated for a board of this size (DESIGN §8). */
const BUDGET_JOBS = 1_000_000;
/** Issue "Fast for every query": default production logging costs at most this share. */
export const LOGGING_BUDGET = 0.1;

/** One database's run: everything its section of the report shows. */
export interface BenchRun {
  date: Date;
  options: BenchOptions;
  database: BenchDatabase;
  /** "SQLite 3.53.2", "PostgreSQL 15.20". */
  databaseVersion: string;
  board: SeededBoard;
  /** Server processes serving requests (the cluster's workers), when known. */
  processes: number | undefined;
  warmupSeconds: number;
  /** Time to live of the app's shared read cache as configured (0: off). */
  cacheSeconds: number;
  /** The server's default LOG_LEVEL (config.ts), which the logging rows compare with warn. */
  defaultLogLevel: string;
  results: ScenarioResult[];
  webBundle: WebBundle | undefined;
}

const count = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const percent = (share: number) => `${(share * 100).toFixed(share < 0.1 ? 1 : 0)} %`;
const verdict = (ok: boolean) => (ok ? 'pass' : '**miss**');
const plural = (n: number, word: string) => `${count(n)} ${word}${n === 1 ? '' : 's'}`;

function machine(): string {
  const cpus = os.cpus();
  return [
    `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores`,
    `${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM`,
    `${os.type()} ${os.release()}`,
    `Node ${process.version}`,
  ].join('; ');
}

/** The hello-world result measured at `connections`. */
export function ceilingFor(
  results: ScenarioResult[],
  connections: number,
): ScenarioResult | undefined {
  return results.find((r) => r.scenario.group === 'ceiling' && r.connections === connections);
}

/** Throughput as a share of the hello-world ceiling at the same connections. */
export function shareOfCeiling(results: ScenarioResult[], result: ScenarioResult) {
  const ceiling = ceilingFor(results, result.connections);
  return ceiling && ceiling.requestsPerSecond > 0
    ? result.requestsPerSecond / ceiling.requestsPerSecond
    : undefined;
}

function totalCell(result: ScenarioResult): string {
  const { totalCount, capped, items } = result.probe;
  if (totalCount === undefined) return items === undefined ? '—' : `(${items} returned)`;
  return `${count(Number(totalCount))}${capped ? ' (capped)' : ''}`;
}

/** Whose CPU time: the app's processes, a database server's of its own, the whole machine's. */
export type CpuClock = 'app' | 'database' | 'machine';

const CPU_SECONDS = {
  app: 'cpuSeconds',
  database: 'databaseCpuSeconds',
  machine: 'machineCpuSeconds',
} as const satisfies Record<CpuClock, keyof ScenarioResult>;

/** Microseconds of CPU per request sent (warm-up and probe included), the app's by default. */
export function cpuPerRequest(result: ScenarioResult, clock: CpuClock = 'app'): number | undefined {
  const seconds = result[CPU_SECONDS[clock]];
  return seconds === undefined || result.allRequests === 0
    ? undefined
    : (seconds / result.allRequests) * 1e6;
}

function cpuCell(result: ScenarioResult, clock: CpuClock): string {
  const micros = cpuPerRequest(result, clock);
  return micros === undefined ? '—' : count(micros);
}

/**
 * The least mean latency the machine's cores allow at the scenario's connections: with every
 * core busy, a request is answered every (machine CPU per request ÷ cores), and by Little's law
 * a closed loop of C connections then waits C × that for each answer. Undefined unmeasured.
 */
export function coresFloorMs(result: ScenarioResult, cores = os.cpus().length): number | undefined {
  const micros = cpuPerRequest(result, 'machine');
  return micros === undefined || cores === 0
    ? undefined
    : (result.connections * micros) / cores / 1000;
}

function cacheCell(run: BenchRun, result: ScenarioResult): string {
  const { group, server } = result.scenario;
  if (group === 'ceiling' || group === 'login' || group === 'dashboard') return '—';
  return server !== 'uncached' && run.cacheSeconds > 0 ? `on (${run.cacheSeconds} s)` : 'off';
}

const connectionsWord = (n: number) => plural(n, 'connection');

function resultsTable(run: BenchRun): string[] {
  return [
    '| scenario | request | read cache | connections | req/s | % of ceiling | p50 ms | p95 ms | p99 ms | max ms | errors (timeouts) | non-2xx | CPU µs/req: app | database | machine | X-Total-Count |',
    '|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...run.results.map((r) => {
      const share = shareOfCeiling(run.results, r);
      return (
        `| ${r.scenario.name} | \`${r.scenario.method} ${r.scenario.path}\` | ${cacheCell(run, r)} | ` +
        `${count(r.connections)} | ${count(r.requestsPerSecond)} | ` +
        `${share === undefined ? '—' : percent(share)} | ${ms(r.p50)} | ${ms(r.p95)} | ` +
        `${ms(r.p99)} | ${ms(r.max)} | ${r.errors}${r.timeouts > 0 ? ` (${r.timeouts})` : ''} | ` +
        `${r.non2xx} | ${cpuCell(r, 'app')} | ${cpuCell(r, 'database')} | ${cpuCell(r, 'machine')} | ` +
        `${totalCell(r)} |`
      );
    }),
  ];
}

export interface BudgetCheck {
  what: string;
  budget: string;
  measured: string;
  ok: boolean;
}

const describeScenario = (result: ScenarioResult) =>
  `${result.scenario.name} (read cache ${result.scenario.server === 'uncached' ? 'off' : 'on'}, ` +
  `${connectionsWord(result.connections)})`;

/** Each limit of a scenario's budget, as checked. */
export function scenarioChecks(results: ScenarioResult[], result: ScenarioResult): BudgetCheck[] {
  const budget: Budget | undefined = result.scenario.budget;
  if (!budget) return [];
  const clean = result.errors + result.non2xx === 0;
  const errors = clean ? '' : ` (${result.errors} errors, ${result.non2xx} non-2xx)`;
  const alone = results.find((r) => r.scenario.repeats === result.scenario.key);
  const ceiling = ceilingFor(results, result.connections);
  const limits: Omit<BudgetCheck, 'what'>[] = [];
  if (budget.minRequestsPerSecond !== undefined) {
    limits.push({
      budget: `≥ ${count(budget.minRequestsPerSecond)} req/s`,
      measured:
        `${count(result.requestsPerSecond)} req/s` +
        (ceiling ? ` (ceiling ${count(ceiling.requestsPerSecond)})` : ''),
      ok: result.requestsPerSecond >= budget.minRequestsPerSecond,
    });
  }
  if (budget.minShareOfCeiling !== undefined) {
    const share = shareOfCeiling(results, result);
    limits.push({
      budget: `≥ ${percent(budget.minShareOfCeiling)} of the ceiling`,
      measured:
        share === undefined || !ceiling
          ? `${count(result.requestsPerSecond)} req/s (no ceiling measured)`
          : `${percent(share)} (${count(result.requestsPerSecond)} of ${count(ceiling.requestsPerSecond)} req/s)`,
      ok: share !== undefined && share >= budget.minShareOfCeiling,
    });
  }
  if (budget.maxP95Ms !== undefined) {
    const floor = coresFloorMs(result);
    const asides = [
      ...(alone ? [`one connection: ${ms(alone.p95)} ms`] : []),
      ...(floor === undefined ? [] : [`the cores' floor of the mean: ${ms(floor)} ms`]),
    ];
    limits.push({
      budget: `p95 ≤ ${budget.maxP95Ms} ms`,
      measured: `${ms(result.p95)} ms` + (asides.length > 0 ? ` (${asides.join('; ')})` : ''),
      ok: result.p95 <= budget.maxP95Ms,
    });
  }
  if (budget.maxP99Ms !== undefined) {
    limits.push({
      budget: `p99 < ${budget.maxP99Ms} ms`,
      measured: `${ms(result.p99)} ms`,
      ok: result.p99 < budget.maxP99Ms,
    });
  }
  if (budget.noErrors) {
    limits.push({
      budget: '0 errors, 0 timeouts',
      measured: `${result.errors} errors, ${result.timeouts} timeouts`,
      ok: true,
    });
  }
  return limits.map((limit) => ({
    what: describeScenario(result),
    budget: limit.budget,
    measured: limit.measured + (budget.noErrors ? '' : errors),
    ok: limit.ok && clean,
  }));
}

export interface LoggingComparison {
  warn: LevelFigures;
  info: LevelFigures;
  /** How much throughput info loses against warn (0.05 = 5 % fewer req/s). */
  cost: number;
  /** How much more CPU per request info takes than warn (0.05 = 5 % more), when measured. */
  cpuCost: number | undefined;
}

interface LevelFigures {
  rounds: number[];
  /** The median of the rounds' requests per second. */
  requestsPerSecond: number;
  /** The median of the rounds' CPU microseconds of the app per request. */
  cpuPerRequest: number | undefined;
  bytesPerRequest: number | undefined;
  linesPerRequest: number | undefined;
}

function levelFigures(results: ScenarioResult[]): LevelFigures {
  const rounds = results.map((r) => r.requestsPerSecond);
  const sent = results.reduce((sum, r) => sum + r.allRequests, 0);
  const logged = results.filter((r) => r.log);
  const bytes = logged.reduce((sum, r) => sum + (r.log?.bytes ?? 0), 0);
  const cpuPerRound = results.flatMap((r) =>
    r.cpuSeconds !== undefined && r.allRequests > 0 ? [(r.cpuSeconds / r.allRequests) * 1e6] : [],
  );
  const lines = logged.reduce((sum, r) => sum + (r.log?.lines ?? 0), 0);
  return {
    rounds,
    requestsPerSecond: median(rounds) ?? 0,
    cpuPerRequest:
      cpuPerRound.length === results.length ? (median(cpuPerRound) ?? undefined) : undefined,
    bytesPerRequest: logged.length > 0 && sent > 0 ? bytes / sent : undefined,
    linesPerRequest: logged.length > 0 && sent > 0 ? lines / sent : undefined,
  };
}

/** LOG_LEVEL=info against warn on the cached list, from the alternating rounds. */
export function loggingComparison(results: ScenarioResult[]): LoggingComparison | undefined {
  const warn = results.filter((r) => r.scenario.logLevel === 'warn');
  const info = results.filter((r) => r.scenario.logLevel === 'info');
  if (warn.length === 0 || info.length === 0) return undefined;
  const figures = { warn: levelFigures(warn), info: levelFigures(info) };
  const cost =
    figures.warn.requestsPerSecond > 0
      ? 1 - figures.info.requestsPerSecond / figures.warn.requestsPerSecond
      : 0;
  const { warn: w, info: i } = figures;
  const cpuCost =
    w.cpuPerRequest && i.cpuPerRequest !== undefined
      ? i.cpuPerRequest / w.cpuPerRequest - 1
      : undefined;
  return { ...figures, cost, cpuCost };
}

function loggingCheck(run: BenchRun, comparison: LoggingComparison): BudgetCheck {
  const { warn, info, cost } = comparison;
  return {
    what: `Default production logging (LOG_LEVEL=info${run.defaultLogLevel === 'info' ? '' : `; config.ts defaults to ${run.defaultLogLevel}`}) against warn, newest jobs, read cache on`,
    budget: `costs ≤ ${percent(LOGGING_BUDGET)} of req/s`,
    measured:
      `${cost < 0 ? '+' : '−'}${percent(Math.abs(cost))} (${count(info.requestsPerSecond)} against ${count(warn.requestsPerSecond)} req/s` +
      (comparison.cpuCost === undefined
        ? ')'
        : `; CPU per request ${comparison.cpuCost < 0 ? '−' : '+'}${percent(Math.abs(comparison.cpuCost))})`),
    ok: cost <= LOGGING_BUDGET,
  };
}

/** Every budget of the run, checked. */
export function budgetChecks(run: BenchRun): BudgetCheck[] {
  const checks = run.results.flatMap((result) => scenarioChecks(run.results, result));
  const comparison = loggingComparison(run.results);
  if (comparison) checks.push(loggingCheck(run, comparison));
  if (run.webBundle) {
    const { gzipBytes, files } = run.webBundle;
    checks.push({
      what: `Landing page first-load JavaScript (${files.length} files, gzipped)`,
      budget: `≤ ${kb(FIRST_LOAD_JS_BUDGET_BYTES)}`,
      measured: kb(gzipBytes),
      ok: gzipBytes <= FIRST_LOAD_JS_BUDGET_BYTES,
    });
  }
  return checks;
}

function budgetTable(run: BenchRun): string[] {
  return [
    '| what | budget | measured | result |',
    '|---|---|--:|---|',
    ...budgetChecks(run).map(
      (check) => `| ${check.what} | ${check.budget} | ${check.measured} | ${verdict(check.ok)} |`,
    ),
  ];
}

function loggingTable(comparison: LoggingComparison): string[] {
  const row = (level: string, figures: LevelFigures) =>
    `| ${level} | ${figures.rounds.map(count).join(', ')} | ${count(figures.requestsPerSecond)} | ` +
    `${figures.cpuPerRequest === undefined ? '—' : count(figures.cpuPerRequest)} | ` +
    `${figures.linesPerRequest === undefined ? '—' : figures.linesPerRequest.toFixed(2)} | ` +
    `${figures.bytesPerRequest === undefined ? '—' : count(figures.bytesPerRequest)} |`;
  const { cost, cpuCost } = comparison;
  return [
    '| LOG_LEVEL | req/s per round | median req/s | CPU µs/req (median) | log lines per request | log bytes per request |',
    '|---|--:|--:|--:|--:|--:|',
    row('warn', comparison.warn),
    row('info', comparison.info),
    '',
    `Default production logging costs ${cost < 0 ? 'nothing measurable' : percent(cost)} of the ` +
      `throughput (the median of the rounds${cost < 0 ? `; info was ${percent(-cost)} faster, which is noise` : ''})` +
      (cpuCost === undefined
        ? '.'
        : `, and ${cpuCost < 0 ? `${percent(-cpuCost)} less` : `${percent(cpuCost)} more`} of the ` +
          `app's CPU per request, which other load on the machine disturbs less.`),
  ];
}

function serverLine(run: BenchRun): string {
  const processes =
    run.processes === undefined
      ? 'process count not known'
      : `${run.processes} ${run.processes === 1 ? 'process' : 'processes'}`;
  const concurrency =
    run.options.concurrency === undefined
      ? "WEB_CONCURRENCY not set: the server's default, one per core"
      : `WEB_CONCURRENCY=${run.options.concurrency}`;
  return (
    `\`node apps/api/dist/server.js\` with ${processes} (${concurrency}), ` +
    '`NODE_ENV=production`, `LOG_LEVEL=warn`'
  );
}

function ceilingLine(run: BenchRun): string {
  const ceilings = run.results
    .filter((r) => r.scenario.group === 'ceiling')
    .map((r) => `${count(r.requestsPerSecond)} req/s at ${connectionsWord(r.connections)}`);
  return ceilings.length > 0 ? ceilings.join(', ') : 'not measured';
}

function notes(run: BenchRun): string[] {
  const { options, board } = run;
  const database = DATABASE_NAMES[run.database];
  const lines = [
    `- Every figure is measured over HTTP on loopback (127.0.0.1): the app started as production ` +
      `starts it (\`node apps/api/dist/server.js\`, compiled from the working tree by ` +
      `\`scripts/build-api.mjs\` as \`npm start\` does, \`NODE_ENV=production\`, its ` +
      `configuration in the environment, log level warn, output to a file), autocannon in this ` +
      `process, all on this machine. Each scenario runs ${options.duration} s (the ` +
      `${count(MANY_CONNECTIONS)}-connection ones ${MANY_SECONDS} s) after a ` +
      `${run.warmupSeconds} s warm-up with one connection. req/s is the mean of the per-second ` +
      `samples; latency percentiles are computed from every measured response. "CPU µs/req" is ` +
      `CPU time during the scenario (from /proc) divided by the requests sent, warm-up ` +
      `included. "app": the app's processes, what a request costs the app whatever else runs ` +
      `on the machine. "database": ${run.database === 'postgres' ? "the PostgreSQL server's processes (every backend and background process of the server, whoever else it serves)" : 'none of its own, SQLite runs inside the app'}. ` +
      `"machine": every core's busy time, the load generator and whatever else ran included.`,
    `- The cores' floor: with ${os.cpus().length} cores all busy, the machine answers at most ` +
      `one request per (machine CPU per request ÷ ${os.cpus().length}); ${options.connections} ` +
      `connections that each wait for their answer (a closed loop, Little's law) then wait at ` +
      `least ${options.connections} × that on average. The p95 budgets' rows give it beside the ` +
      `p95: where it is above the budget, no request can be made to wait less without a request ` +
      `costing the machine less CPU.`,
    `- Ceiling: a minimal Fastify app (\`apps/api/bench/hello-server.ts\`: one route answering ` +
      `\`{"hello":"world"}\`, no logging) with as many processes as the app, started the same ` +
      `way and loaded with the same connections and duration in the same run. "% of ceiling" is ` +
      `a scenario's req/s against the ceiling's at the same number of connections: what the ` +
      `app's own work leaves of what an HTTP server on this machine can do.`,
    `- Read cache: the app shares identical public reads (one page of one query, one job) for ` +
      `\`PUBLIC_CACHE_SECONDS\` (${run.cacheSeconds} s here). "on" rows are the app as deployed, ` +
      `where a repeated request is served from memory; "off" rows run another copy of the app ` +
      `with \`PUBLIC_CACHE_SECONDS=0\`, so that every request reaches ${database}, which is what ` +
      `distinct queries (many different searches, crawlers) cost. With one connection, the ` +
      `"off" rows show what one request costs when none waits ahead of it; at ` +
      `${options.connections} connections a request mostly waits behind the others. Only one ` +
      `copy of the app runs at a time, except during the logging comparison.`,
    `- Bounded work per request: a list counts its matches up to ${count(COUNT_LIMIT)} ` +
      `(\`X-Total-Count\`, with \`X-Total-Count-Capped: true\` when there are more); a text ` +
      `search takes its newest ${count(SEARCH_CANDIDATE_LIMIT)} matches, ranks them by ` +
      `relevance and counts at most that many. "(capped)" above marks a capped total.`,
    `- Requests time out after ${REQUEST_TIMEOUT_SECONDS} s and count as errors; autocannon ` +
      `then sends a new one, and the server still finishes the abandoned ones, so the next ` +
      `scenario starts only once the server answers \`/api/health\` quickly several times in a ` +
      `row again.`,
    run.database === 'sqlite'
      ? `- The database: a SQLite file in a temporary directory, migrated as the app does.`
      : `- The database: a schema of its own (\`bench_<random>\`) on the PostgreSQL server, ` +
        `migrated as the app does and dropped afterwards; the servers reach it with ` +
        `\`DATABASE_URL\` naming it in \`search_path\`.`,
    `- The board: ${count(board.jobs)} active jobs from ${board.businesses} businesses, posted ` +
      `over the past year, across every category, job type, work format, minimum age and ` +
      `flag, in ${CITIES.length} cities of ${new Set(CITIES.map((c) => c.state)).size} states. ` +
      `"${SEARCH_WORDS.common}" is in about ` +
      `${Math.round(COMMON_WORD_SHARE * 100)} % of the descriptions, "${SEARCH_WORDS.rare}" in ` +
      `about one job in ${count(RARE_WORD_EVERY)}. ` +
      (run.database === 'sqlite'
        ? `Rows went in through the migrations' full-text triggers, as jobs posted through the ` +
          `app do, then ANALYZE`
        : `Rows went in as multi-row inserts (one array per column), the jobs indexes ` +
          `(full-text included) were built after the load, then VACUUM ANALYZE`) +
      ` (${board.seconds.toFixed(0)} s to build).`,
    `- The job detail scenario requests a different job each time, striding over ids ` +
      `${count(board.firstJobId)}–${count(board.lastJobId)}, so the read cache rarely has it. ` +
      `The deep pages use \`skip\`, up to the last page of the board or the largest \`skip\` ` +
      `the list accepts (the domain's query schema).`,
    `- Sign-in: each request signs in the next of ${count(board.loginAccounts || LOGIN_ACCOUNTS)} ` +
      `applicants (argon2id check, new session), so that no account is signed in to by two ` +
      `connections at once. Only failures count towards the throttling of decision 021, so ` +
      `these succeed with the default limits; the servers still run with ` +
      `\`RATE_LIMIT_AUTH_PER_IP\` and \`RATE_LIMIT_LOGIN_FAILURES_BEFORE_DELAY\` raised to ` +
      `1,000,000, so that a slow or repeated request can never be answered 429 instead of ` +
      `measured (the counters are still written on every sign-in).`,
    `- Dashboard: \`GET /api/dashboard/\` for a business with ${count(board.dashboard.jobs)} ` +
      `jobs and ${count(board.dashboard.applications)} applications to them, with its bearer ` +
      `token.`,
    `- Logging: the cached list at ${options.connections} connections in ${LOGGING_ROUNDS} ` +
      `rounds; each round starts a fresh server at \`LOG_LEVEL=warn\` and one at ` +
      `\`LOG_LEVEL=info\` (\`config.ts\` defaults to ${run.defaultLogLevel}), warms both up alike ` +
      `and measures them one after the other, warn first in odd rounds and info first in even ` +
      `ones, then stops them; each level's req/s and CPU per request are the median of its ` +
      `rounds. Both write their output to a file; lines and bytes per request ` +
      `count what each wrote. Two server processes at the same level can differ by several per ` +
      `cent, and other load on the machine moves req/s more than CPU per request: read the ` +
      `budget with both figures.`,
  ];
  if (board.jobs < BUDGET_JOBS) {
    lines.push(
      `- The API budgets are stated for ${count(BUDGET_JOBS)} jobs; this run used ` +
        `${count(board.jobs)}, so its pass/miss is indicative only.`,
    );
  }
  if (run.webBundle) {
    lines.push(
      `- First-load JavaScript is index.html's module script and its modulepreload links in ` +
        `the current \`apps/web/dist\` build, gzipped by Node's zlib at its default level ` +
        `(1 KB = 1,000 bytes): ${run.webBundle.files.map((f) => `\`${f.file}\``).join(', ')}.`,
    );
  }
  return lines;
}

/** One database's section of the generated part of docs/benchmarks.md, its marker first. */
export function renderSection(run: BenchRun): string {
  const comparison = loggingComparison(run.results);
  return [
    sectionMarker(run.database),
    '',
    `## Latest run on ${DATABASE_NAMES[run.database]}`,
    '',
    `- Date: ${run.date.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    `- Command: \`${benchCommand(run.options)}\``,
    `- Machine: ${machine()}`,
    `- Database: ${run.databaseVersion}`,
    `- Server: ${serverLine(run)}`,
    `- Jobs: ${count(run.board.jobs)}`,
    `- Hello-world ceiling: ${ceilingLine(run)}`,
    '',
    '### Results',
    '',
    ...resultsTable(run),
    '',
    '### Budgets',
    '',
    ...budgetTable(run),
    '',
    ...(comparison ? ['### Logging', '', ...loggingTable(comparison), ''] : []),
    '### Notes',
    '',
    ...notes(run),
    '',
  ].join('\n');
}

/** The sections between the markers by database; older reports without sections are SQLite's. */
export function readSections(generated: string): Map<BenchDatabase, string> {
  const sections = new Map<BenchDatabase, string>();
  const markers = [...generated.matchAll(SECTION_PATTERN)];
  if (markers.length === 0) {
    const text = generated.trim();
    if (text) sections.set('sqlite', `${sectionMarker('sqlite')}\n\n${text}\n`);
    return sections;
  }
  markers.forEach((marker, i) => {
    const database = marker[1] as BenchDatabase;
    const start = marker.index;
    const end = markers[i + 1]?.index ?? generated.length;
    if (DATABASE_ORDER.includes(database)) {
      sections.set(database, `${generated.slice(start, end).trim()}\n`);
    }
  });
  return sections;
}

/**
 * The report with `section` in place of its database's section (the other database's stays),
 * markers included; everything outside the markers is kept as it is.
 */
export function mergeReport(current: string, database: BenchDatabase, section: string): string {
  const start = current.indexOf(REPORT_START);
  const end = current.indexOf(REPORT_END);
  const found = start !== -1 && end > start;
  const sections = found
    ? readSections(current.slice(start + REPORT_START.length, end))
    : new Map<BenchDatabase, string>();
  sections.set(database, section);
  const generated = [
    REPORT_START,
    '',
    ...DATABASE_ORDER.flatMap((d) => {
      const text = sections.get(d);
      return text ? [text.trim(), ''] : [];
    }),
    REPORT_END,
  ].join('\n');
  return found
    ? current.slice(0, start) + generated + current.slice(end + REPORT_END.length)
    : `${current.trimEnd()}\n\n${generated}\n`;
}

/**
 * Replaces the database's section of the generated part of the report, keeping the other
 * database's and whatever is written around them, and formats the file as `npm run format`
 * would, so that the two never disagree.
 */
export async function writeReport(
  file: string,
  database: BenchDatabase,
  section: string,
): Promise<void> {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const next = mergeReport(current, database, section);
  const options = await prettier.resolveConfig(file);
  writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
}
