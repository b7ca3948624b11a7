import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, loadConfig } from '../src/config';
import { type BenchServer, startAppServer, startHelloServer } from './app-server';
import {
  BENCH_USAGE,
  type BenchDatabase,
  BenchUsageError,
  benchCommand,
  readBenchOptions,
} from './bench-options';
import { type BenchDatabaseHandle, createBenchDatabase, fillBoard } from './build-board';
import { machineCpuSeconds } from './cpu-time';
import {
  DATABASE_NAMES,
  renderSection,
  scenarioChecks,
  shareOfCeiling,
  writeReport,
} from './report';
import {
  type Scenario,
  type ScenarioResult,
  type ServerKind,
  benchScenarios,
  runScenario,
  selectScenarios,
  warmupSeconds,
} from './scenarios';
import { BENCH_PASSWORD, DASHBOARD_BUSINESS_EMAIL, type SeededBoard } from './seed-jobs';
import { measureWebBundle } from './web-bundle';

// Load benchmark of the API: builds a board of --jobs jobs in a temporary SQLite database or a
// throwaway PostgreSQL schema, serves it with the production entry on loopback, loads each
// scenario with autocannon beside a hello-world ceiling, and writes the figures into
// docs/benchmarks.md (one section per database). Not part of `npm test`.

const REPORT_FILE = path.join(REPO_ROOT, 'docs', 'benchmarks.md');
const WEB_DIST_DIR = path.join(REPO_ROOT, 'apps', 'web', 'dist');
/** Throttling thresholds for the bench servers, so that no sign-in is answered 429 (decision 021). */
const RAISED_LIMITS = {
  RATE_LIMIT_AUTH_PER_IP: '1000000',
  RATE_LIMIT_LOGIN_FAILURES_BEFORE_DELAY: '1000000',
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '1000000',
};

function readOptions() {
  try {
    const options = readBenchOptions();
    if (options === 'help') {
      console.log(BENCH_USAGE);
      process.exit(0);
    }
    return options;
  } catch (error) {
    if (error instanceof BenchUsageError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}

const options = readOptions();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'firstshift-bench-'));
const aborted = new AbortController();
/** Whether Ctrl-C has stopped the run (a call, so that no earlier check is assumed to hold). */
const stopped = () => aborted.signal.aborted;
const servers = new Set<BenchServer>();
const databases = new Set<BenchDatabaseHandle>();

async function stopServer(server: BenchServer): Promise<void> {
  servers.delete(server);
  await server.stop();
}

let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all([...servers].map(stopServer));
    for (const database of [...databases]) {
      databases.delete(database);
      try {
        await database.drop();
      } catch (error) {
        console.error(`Could not drop the benchmark database (${database.kind}):`, error);
      }
    }
    rmSync(workDir, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the benchmark, its servers and its database`);
    aborted.abort();
    void cleanUp().finally(() => process.exit(130));
  });
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const count = (n: number) => Math.round(n).toLocaleString('en-US');

async function buildJobBoard(database: BenchDatabaseHandle): Promise<SeededBoard> {
  const started = performance.now();
  console.log(`Inserting ${count(options.jobs)} jobs into ${database.version}`);
  let reported = 0;
  const board = await fillBoard(
    database,
    options.jobs,
    (inserted) => {
      const tenth = Math.floor((inserted / options.jobs) * 10);
      if (tenth > reported || inserted === options.jobs) {
        reported = tenth;
        console.log(`  ${count(inserted)} jobs (${seconds(started)})`);
      }
    },
    (text) => console.log(`  ${text} (${seconds(started)})`),
    aborted.signal,
  );
  console.log(
    `Board ready: ${count(board.jobs)} jobs, ${board.businesses} businesses, ` +
      `${count(board.dashboard.applications)} applications (${board.seconds.toFixed(0)} s)`,
  );
  return board;
}

function describe(result: ScenarioResult, results: ScenarioResult[]): string {
  const cpuText = (whose: string, cpuSeconds: number | undefined) =>
    cpuSeconds === undefined || result.allRequests === 0
      ? ''
      : `, ${whose} CPU ${count((cpuSeconds / result.allRequests) * 1e6)} µs/request`;
  const checks = scenarioChecks(results, result);
  const share = shareOfCeiling(results, result);
  const problems = result.errors + result.non2xx;
  return (
    `  ${count(result.requestsPerSecond)} req/s` +
    (share === undefined || result.scenario.group === 'ceiling'
      ? ''
      : ` (${(share * 100).toFixed(0)} % of the ceiling)`) +
    `, p50 ${result.p50.toFixed(2)} ms, p95 ${result.p95.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms` +
    (problems > 0
      ? `, ${result.errors} errors (${result.timeouts} timeouts), ${result.non2xx} non-2xx`
      : '') +
    cpuText('app', result.cpuSeconds) +
    cpuText('database', result.databaseCpuSeconds) +
    cpuText('machine', result.machineCpuSeconds) +
    (result.log
      ? `, logged ${count(result.log.bytes)} bytes in ${count(result.log.lines)} lines`
      : '') +
    (checks.length === 0
      ? ''
      : checks.every((c) => c.ok)
        ? ' — within budget'
        : ' — MISSES its budget')
  );
}

async function signIn(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD, remember: true }),
    signal: AbortSignal.timeout(60_000),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok || !body.access_token) {
    throw new Error(`Signing in as ${email} answered ${response.status}`);
  }
  return body.access_token;
}

async function benchDatabase(kind: BenchDatabase): Promise<void> {
  const name = DATABASE_NAMES[kind];
  console.log(`\n=== ${name} ===`);
  const dataDir = path.join(workDir, kind);
  mkdirSync(dataDir, { recursive: true });
  const database = await createBenchDatabase(kind, dataDir, options.databaseUrl);
  databases.add(database);
  const board = await buildJobBoard(database);
  if (stopped()) return;

  const facts = {
    jobs: board.jobs,
    firstJobId: board.firstJobId,
    lastJobId: board.lastJobId,
    loginAccounts: board.loginAccounts,
    connections: options.connections,
    tokens: {} as { dashboard?: string },
  };
  const scenarios = selectScenarios(benchScenarios(facts), options.only);
  const order = new Map(scenarios.map((scenario, index) => [scenario, index]));
  const results: ScenarioResult[] = [];
  const cacheSeconds = process.env.PUBLIC_CACHE_SECONDS;
  const start = async (label: string, logName: string, env: Record<string, string>) => {
    const server = await startAppServer({
      label,
      dataDir,
      logFile: path.join(workDir, `${kind}-${logName}.log`),
      concurrency: options.concurrency,
      env: { ...database.serverEnv, ...RAISED_LIMITS, ...env },
    });
    servers.add(server);
    const processes = server.processes === undefined ? '' : `, ${server.processes} process(es)`;
    console.log(`${label} listening on ${server.origin}${processes}`);
    return server;
  };
  const measure = async (server: BenchServer, scenario: Scenario, logged = false) => {
    const connections = scenario.connections ?? options.connections;
    console.log(
      `\n${scenario.name} [${server.label}, ${count(connections)} connection${connections === 1 ? '' : 's'}]: ` +
        `${scenario.method} ${scenario.path}`,
    );
    if (logged) server.takeLog();
    const clocks = [() => server.cpuSeconds(), () => database.cpuSeconds(), machineCpuSeconds];
    const before = clocks.map((clock) => clock());
    const result = await runScenario(server.origin, scenario, options, aborted.signal);
    const [app, db, machine] = clocks.map((clock, i) => {
      const [start, end] = [before[i], clock()];
      return start === undefined || end === undefined ? undefined : end - start;
    });
    result.cpuSeconds = app;
    result.databaseCpuSeconds = db;
    result.machineCpuSeconds = machine;
    if (logged) result.log = server.takeLog();
    results.push(result);
    console.log(describe(result, results));
    await server.settle();
  };
  const runOn = async (server: BenchServer, kindOfServer: ServerKind) => {
    for (const scenario of scenarios) {
      if (stopped()) return;
      if (scenario.server === kindOfServer && scenario.group !== 'logging') {
        await measure(server, scenario);
      }
    }
  };

  // The app as configured first: its process count sizes the hello-world ceiling.
  const cached = await start('app (read cache on)', 'cached', {
    ...(cacheSeconds ? { PUBLIC_CACHE_SECONDS: cacheSeconds } : {}),
  });
  const processes = cached.processes ?? options.concurrency ?? 1;
  if (scenarios.some((s) => s.server === 'hello')) {
    const hello = await startHelloServer(processes, path.join(workDir, `${kind}-hello.log`));
    servers.add(hello);
    console.log(`hello-world listening on ${hello.origin}, ${processes} process(es)`);
    await runOn(hello, 'hello');
    await stopServer(hello);
  }
  if (scenarios.some((s) => s.group === 'dashboard')) {
    facts.tokens.dashboard = await signIn(cached.origin, DASHBOARD_BUSINESS_EMAIL);
  }
  await runOn(cached, 'cached');

  await stopServer(cached);

  // Logging: per round a fresh server at each level, started in the order the round measures
  // them, both warmed up alike, then stopped: two server processes differ by several per cent
  // even at the same level, so neither level keeps the same (or the first-started) processes.
  const logging = scenarios.filter((s) => s.group === 'logging');
  const rounds = [...new Set(logging.map((s) => s.round ?? 1))];
  for (const round of rounds) {
    if (stopped()) break;
    const measured = logging.filter((s) => (s.round ?? 1) === round);
    const pair = new Map<Scenario, BenchServer>();
    for (const scenario of measured) {
      const level = scenario.logLevel ?? 'warn';
      pair.set(
        scenario,
        await start(`app at LOG_LEVEL=${level} (round ${round})`, `logging-${level}`, {
          ...(cacheSeconds ? { PUBLIC_CACHE_SECONDS: cacheSeconds } : {}),
          LOG_LEVEL: level,
        }),
      );
    }
    for (const [scenario, server] of pair) {
      if (stopped()) break;
      console.log(`\nWarming up ${server.label}`);
      await runScenario(
        server.origin,
        { ...scenario, seconds: Math.min(options.duration, 5) },
        options,
        aborted.signal,
      );
      await server.settle();
    }
    for (const [scenario, server] of pair) {
      if (stopped()) break;
      await measure(server, scenario, true);
    }
    for (const server of pair.values()) await stopServer(server);
  }

  if (scenarios.some((s) => s.server === 'uncached') && !stopped()) {
    const uncached = await start('app (read cache off)', 'uncached', {
      PUBLIC_CACHE_SECONDS: '0',
    });
    await runOn(uncached, 'uncached');
    await stopServer(uncached);
  }
  if (stopped()) return;

  results.sort((a, b) => (order.get(a.scenario) ?? 0) - (order.get(b.scenario) ?? 0));
  const webBundle = measureWebBundle(WEB_DIST_DIR);
  if (webBundle) {
    console.log(
      `\nLanding page first-load JavaScript: ${(webBundle.gzipBytes / 1000).toFixed(1)} KB gzipped`,
    );
  }
  await writeReport(
    REPORT_FILE,
    kind,
    renderSection({
      date: new Date(),
      options,
      database: kind,
      databaseVersion: database.version,
      board,
      processes,
      warmupSeconds: warmupSeconds(options.duration),
      cacheSeconds: loadConfig({ PUBLIC_CACHE_SECONDS: cacheSeconds }).publicCacheMs / 1000,
      defaultLogLevel: loadConfig({}).logLevel,
      results,
      webBundle,
    }),
  );
  console.log(`\nWrote the ${name} section of ${path.relative(process.cwd(), REPORT_FILE)}`);
  databases.delete(database);
  await database.drop();
}

try {
  console.log(`FirstShift load benchmark: ${benchCommand(options)}`);
  for (const kind of options.databases) {
    if (stopped()) break;
    await benchDatabase(kind);
  }
} finally {
  await cleanUp();
}
