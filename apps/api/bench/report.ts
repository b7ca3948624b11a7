import Database from 'better-sqlite3';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import * as prettier from 'prettier';
import { SEARCH_CANDIDATE_LIMIT } from '../src/db/public-job-filter';
import { COUNT_LIMIT } from '../src/features/jobs/jobs.repository';
import { type BenchOptions, benchCommand } from './bench-options';
import { CITIES, COMMON_WORD_SHARE, RARE_WORD_EVERY, SEARCH_WORDS } from './job-words';
import { REQUEST_TIMEOUT_SECONDS, type ScenarioResult } from './scenarios';
import type { SeededBoard } from './seed-jobs';
import { FIRST_LOAD_JS_BUDGET_BYTES, type WebBundle } from './web-bundle';

export const REPORT_START = '<!-- bench:start -->';
export const REPORT_END = '<!-- bench:end -->';
/** The API budgets are stated for a board of this size (DESIGN §8). */
const BUDGET_JOBS = 1_000_000;

export interface BenchRun {
  date: Date;
  options: BenchOptions;
  board: SeededBoard;
  warmupSeconds: number;
  /** Time to live of the app's shared read cache as configured (0: off). */
  cacheSeconds: number;
  results: ScenarioResult[];
  webBundle: WebBundle | undefined;
}

const count = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'pass' : '**miss**');

function machine(): string {
  const cpus = os.cpus();
  const memory = Database(':memory:');
  const sqlite = memory
    .prepare<[], { version: string }>('select sqlite_version() as version')
    .get();
  memory.close();
  return [
    `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores`,
    `${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM`,
    `${os.type()} ${os.release()}`,
    `Node ${process.version}`,
    `SQLite ${sqlite?.version ?? 'unknown'}`,
  ].join('; ');
}

function totalCell(result: ScenarioResult): string {
  const { totalCount, capped, items } = result.probe;
  if (totalCount === undefined) return items === undefined ? '—' : `(${items} returned)`;
  return `${count(Number(totalCount))}${capped ? ' (capped)' : ''}`;
}

function cacheCell(run: BenchRun, result: ScenarioResult): string {
  return result.scenario.cached && run.cacheSeconds > 0 ? `on (${run.cacheSeconds} s)` : 'off';
}

function resultsTable(run: BenchRun): string[] {
  return [
    '| scenario | request | read cache | connections | req/s | p50 ms | p95 ms | p99 ms | max ms | errors (timeouts) | non-2xx | X-Total-Count |',
    '|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...run.results.map(
      (r) =>
        `| ${r.scenario.name} | \`GET ${r.scenario.path}\` | ${cacheCell(run, r)} | ${r.connections} | ` +
        `${count(r.requestsPerSecond)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ` +
        `${ms(r.max)} | ${r.errors}${r.timeouts > 0 ? ` (${r.timeouts})` : ''} | ` +
        `${r.non2xx} | ${totalCell(r)} |`,
    ),
  ];
}

function budgetRows(run: BenchRun): string[] {
  const rows: string[] = [];
  for (const result of run.results) {
    const budget = result.scenario.budget;
    if (!budget) continue;
    const clean = result.errors + result.non2xx === 0;
    const alone = run.results.find((r) => r.scenario.repeats === result.scenario.key);
    const limits: [string, string, boolean][] = [];
    if (budget.minRequestsPerSecond !== undefined) {
      limits.push([
        `≥ ${count(budget.minRequestsPerSecond)} req/s`,
        `${count(result.requestsPerSecond)} req/s`,
        result.requestsPerSecond >= budget.minRequestsPerSecond,
      ]);
    }
    if (budget.maxP95Ms !== undefined) {
      limits.push([
        `p95 < ${budget.maxP95Ms} ms`,
        `${ms(result.p95)} ms` + (alone ? ` (one connection: ${ms(alone.p95)} ms)` : ''),
        result.p95 < budget.maxP95Ms,
      ]);
    }
    if (budget.maxP99Ms !== undefined) {
      limits.push([
        `p99 < ${budget.maxP99Ms} ms`,
        `${ms(result.p99)} ms`,
        result.p99 < budget.maxP99Ms,
      ]);
    }
    for (const [limit, measured, ok] of limits) {
      const errors = clean ? '' : ' (with errors)';
      rows.push(
        `| ${result.scenario.name} (read cache ${result.scenario.cached ? 'on' : 'off'}, ` +
          `${result.connections} connection${result.connections === 1 ? '' : 's'}) | ${limit} | ` +
          `${measured}${errors} | ${verdict(ok && clean)} |`,
      );
    }
  }
  if (run.webBundle) {
    const { gzipBytes, files } = run.webBundle;
    rows.push(
      `| Landing page first-load JavaScript (${files.length} files, gzipped) | ` +
        `≤ ${kb(FIRST_LOAD_JS_BUDGET_BYTES)} | ${kb(gzipBytes)} | ` +
        `${verdict(gzipBytes <= FIRST_LOAD_JS_BUDGET_BYTES)} |`,
    );
  }
  return ['| what | budget | measured | result |', '|---|---|--:|---|', ...rows];
}

function notes(run: BenchRun): string[] {
  const { options, board } = run;
  const lines = [
    `- Every figure is measured over HTTP on loopback (127.0.0.1): the real app (\`buildApp\`, ` +
      `log level warn) in a process of its own, autocannon in this one, both on this machine. ` +
      `Each scenario runs ${options.duration} s after a ${run.warmupSeconds} s warm-up with one ` +
      `connection (a warm-up at full load would queue a slow scenario's measurement behind its ` +
      `own backlog). req/s is the mean of the per-second samples; latency percentiles are ` +
      `computed from every measured response.`,
    `- Read cache: the app shares identical public reads (one page of one query, one job) for ` +
      `\`PUBLIC_CACHE_SECONDS\` (${run.cacheSeconds} s here). "on" rows are the app as deployed, ` +
      `where a repeated request is served from memory; "off" rows run a second copy of the app ` +
      `with \`PUBLIC_CACHE_SECONDS=0\`, so that every request reaches SQLite, which is what ` +
      `distinct queries (many different searches, crawlers) cost. With one connection, the ` +
      `"off" rows show what one request costs when none waits ahead of it; at ` +
      `${options.connections} connections a request mostly waits behind the others.`,
    `- Bounded work per request: a list counts its matches up to ${count(COUNT_LIMIT)} ` +
      `(\`X-Total-Count\`, with \`X-Total-Count-Capped: true\` when there are more); a text ` +
      `search takes its newest ${count(SEARCH_CANDIDATE_LIMIT)} matches, ranks them by ` +
      `relevance and counts at most that many. "(capped)" above marks a capped total.`,
    `- Requests time out after ${REQUEST_TIMEOUT_SECONDS} s and count as errors; autocannon ` +
      `then sends a new one, and the server still finishes the abandoned ones, so the next ` +
      `scenario starts only once the server is idle again.`,
    `- The board: ${count(board.jobs)} active jobs from ${board.businesses} businesses, posted ` +
      `over the past year, across every category, job type, work format, minimum age and ` +
      `flag, in ${CITIES.length} cities of ${new Set(CITIES.map((c) => c.state)).size} states. ` +
      `"${SEARCH_WORDS.common}" is in about ` +
      `${Math.round(COMMON_WORD_SHARE * 100)} % of the descriptions, "${SEARCH_WORDS.rare}" in ` +
      `about one job in ${count(RARE_WORD_EVERY)}. Rows went in through the migrations' ` +
      `full-text triggers, as jobs posted through the app do (${board.seconds.toFixed(0)} s to ` +
      `build); the app refreshes SQLite's table statistics (PRAGMA optimize) when it starts.`,
    `- The job detail scenario requests a different job each time, striding over ids ` +
      `${count(board.firstJobId)}–${count(board.lastJobId)}, so the read cache rarely has it.`,
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

/** The generated part of docs/benchmarks.md, markers included. */
export function renderReport(run: BenchRun): string {
  return [
    REPORT_START,
    '',
    '## Latest run',
    '',
    `- Date: ${run.date.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    `- Command: \`${benchCommand(run.options)}\``,
    `- Machine: ${machine()}`,
    `- Jobs: ${count(run.board.jobs)}`,
    '',
    '### Results',
    '',
    ...resultsTable(run),
    '',
    '### Budgets',
    '',
    ...budgetRows(run),
    '',
    '### Notes',
    '',
    ...notes(run),
    '',
    REPORT_END,
  ].join('\n');
}

/**
 * Replaces the generated part of the report, keeping whatever is written around it, and
 * formats the file as `npm run format` would, so that the two never disagree.
 */
export async function writeReport(file: string, section: string): Promise<void> {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(REPORT_START);
  const end = current.indexOf(REPORT_END);
  const next =
    start !== -1 && end > start
      ? current.slice(0, start) + section + current.slice(end + REPORT_END.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  const options = await prettier.resolveConfig(file);
  writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
}
