import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, loadConfig } from '../src/config';
import { type BenchServer, startBenchServer } from './app-server';
import { buildBoard } from './build-board';
import { BENCH_USAGE, BenchUsageError, benchCommand, readBenchOptions } from './bench-options';
import { renderReport, writeReport } from './report';
import {
  type ScenarioResult,
  benchScenarios,
  meetsBudget,
  runScenario,
  warmupSeconds,
} from './scenarios';
import { measureWebBundle } from './web-bundle';

// Load benchmark of the public job API: builds a board of --jobs jobs in a temporary SQLite
// database, serves it with the real app on loopback, loads each scenario with autocannon and
// writes the figures into docs/benchmarks.md. Not part of `npm test`.

const REPORT_FILE = path.join(REPO_ROOT, 'docs', 'benchmarks.md');
const WEB_DIST_DIR = path.join(REPO_ROOT, 'apps', 'web', 'dist');

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
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'firstshift-bench-'));
const aborted = new AbortController();
const servers: BenchServer[] = [];

async function cleanUp(): Promise<void> {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the benchmark and removing ${dataDir}`);
    aborted.abort();
    void cleanUp().finally(() => process.exit(130));
  });
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function buildJobBoard() {
  const started = performance.now();
  console.log(`Inserting ${options.jobs.toLocaleString('en-US')} jobs into ${dataDir}`);
  let reported = 0;
  const board = await buildBoard(
    dataDir,
    options.jobs,
    (inserted) => {
      const tenth = Math.floor((inserted / options.jobs) * 10);
      if (tenth > reported || inserted === options.jobs) {
        reported = tenth;
        console.log(`  ${inserted.toLocaleString('en-US')} jobs (${seconds(started)})`);
      }
    },
    aborted.signal,
  );
  console.log(
    `Board ready: ${board.jobs.toLocaleString('en-US')} jobs, ${board.businesses} businesses`,
  );
  return board;
}

function describe(result: ScenarioResult): string {
  const verdict = meetsBudget(result);
  const problems = result.errors + result.non2xx;
  return (
    `  ${Math.round(result.requestsPerSecond).toLocaleString('en-US')} req/s, ` +
    `p50 ${result.p50.toFixed(2)} ms, p95 ${result.p95.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms` +
    (problems > 0 ? `, ${problems} errors/non-2xx` : '') +
    (verdict === undefined ? '' : verdict ? ' — within budget' : ' — MISSES its budget')
  );
}

try {
  console.log(`FirstShift load benchmark: ${benchCommand(options)}`);
  const board = await buildJobBoard();
  // Two copies of the app on the same database: as configured, and with the read cache off.
  const cached = await startBenchServer(dataDir);
  servers.push(cached);
  const uncached = await startBenchServer(dataDir, { PUBLIC_CACHE_SECONDS: '0' });
  servers.push(uncached);
  console.log(
    `App listening on ${cached.origin}, and without its read cache on ${uncached.origin}`,
  );

  const results: ScenarioResult[] = [];
  for (const scenario of benchScenarios({ first: board.firstJobId, last: board.lastJobId })) {
    if (aborted.signal.aborted) break;
    const server = scenario.cached ? cached : uncached;
    const connections = scenario.connections ?? options.connections;
    console.log(
      `\n${scenario.name} (read cache ${scenario.cached ? 'on' : 'off'}, ` +
        `${connections} connection${connections === 1 ? '' : 's'}): GET ${scenario.path}`,
    );
    const result = await runScenario(server.origin, scenario, options, aborted.signal);
    console.log(describe(result));
    results.push(result);
    await server.settle();
  }

  if (!aborted.signal.aborted) {
    const webBundle = measureWebBundle(WEB_DIST_DIR);
    if (webBundle) {
      console.log(
        `\nLanding page first-load JavaScript: ${(webBundle.gzipBytes / 1000).toFixed(1)} KB gzipped`,
      );
    }
    await writeReport(
      REPORT_FILE,
      renderReport({
        date: new Date(),
        options,
        board,
        warmupSeconds: warmupSeconds(options),
        cacheSeconds: loadConfig().publicCacheMs / 1000,
        results,
        webBundle,
      }),
    );
    console.log(`\nWrote ${path.relative(process.cwd(), REPORT_FILE) || REPORT_FILE}`);
  }
} finally {
  await cleanUp();
}
