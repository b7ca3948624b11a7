import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, statSync, truncateSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../src/config';
import { childPids, treeCpuSeconds } from './cpu-time';

// The servers the benchmark loads, started the way production starts them (scripts/start.mjs):
// `node apps/api/dist/server.js` (the API compiled by scripts/build-api.mjs; the TypeScript
// sources through tsx when asked for) with its configuration in the environment, on a
// free port of 127.0.0.1. With WEB_CONCURRENCY above 1 (the server's default on a machine with
// several cores) that process is a cluster primary and the requests are served by its workers.
// Output goes to a log file, which the logging scenario measures.

export interface BenchServer {
  label: string;
  /** http://127.0.0.1:<port> */
  origin: string;
  pid: number | undefined;
  /** Processes serving requests: the primary's workers, or 1; undefined when not known. */
  processes: number | undefined;
  /** Resolves once the server answers a cheap request quickly several times in a row. */
  settle(): Promise<void>;
  /** Bytes and lines the server has logged since the last call (the log is then emptied). */
  takeLog(): { bytes: number; lines: number };
  /** CPU seconds its processes have used so far (user and system); Linux only. */
  cpuSeconds(): number | undefined;
  stop(): Promise<void>;
}

const SERVER_SOURCE = path.join(REPO_ROOT, 'apps', 'api', 'src', 'server.ts');
const SERVER_COMPILED = path.join(REPO_ROOT, 'apps', 'api', 'dist', 'server.js');
const HELLO_ENTRY = path.join(REPO_ROOT, 'apps', 'api', 'bench', 'hello-server.ts');
/** Generous: tsx (the hello-world, or the API's sources) compiles in every process on start. */
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;
const POLL_MS = 200;

/** What counts as settled: this many answers in a row, each quicker than quickMs. */
export const SETTLE = { quickMs: 50, inARow: 5, limitMs: 180_000 } as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port of 127.0.0.1 that nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The number of the process's children (a cluster's workers), or 1; Linux only. */
export function serverProcesses(pid: number | undefined): number | undefined {
  const children = pid === undefined ? undefined : childPids(pid);
  return children === undefined ? undefined : Math.max(1, children.length);
}

/** The next streak of quick answers: one more when this answer was quick, else none. */
export function nextStreak(streak: number, ok: boolean, ms: number, quickMs: number): number {
  return ok && ms < quickMs ? streak + 1 : 0;
}

function countLines(file: string): number {
  if (!existsSync(file)) return 0;
  const content = readFileSync(file);
  let lines = 0;
  for (let at = content.indexOf(10); at !== -1; at = content.indexOf(10, at + 1)) lines++;
  return lines;
}

function logTail(file: string): string {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function timedGet(url: string, timeoutMs: number): Promise<{ ok: boolean; ms: number }> {
  const started = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return { ok: response.ok, ms: performance.now() - started };
  } catch {
    return { ok: false, ms: performance.now() - started };
  }
}

interface ProcessOptions {
  label: string;
  entry: string;
  env: Record<string, string>;
  port: number;
  /** A cheap GET that answers 200 once the server serves. */
  healthPath: string;
  /** Printed once every process of the server listens (then the start is complete). */
  readyText: string;
  logFile: string;
}

async function startProcess(options: ProcessOptions): Promise<BenchServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  const log = openSync(options.logFile, 'a');
  let child: ChildProcess;
  try {
    const loader = options.entry.endsWith('.ts') ? ['--import', 'tsx'] : ['--enable-source-maps'];
    child = spawn(process.execPath, [...loader, options.entry], {
      cwd: REPO_ROOT,
      env: options.env,
      stdio: ['ignore', log, log],
    });
  } finally {
    closeSync(log);
  }
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    if (!exited()) child.kill('SIGTERM');
    await waitForExit(child, STOP_TIMEOUT_MS);
  };
  const fail = async (problem: string): Promise<never> => {
    await stop();
    throw new Error(`${options.label}: ${problem}\n${logTail(options.logFile)}`);
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  const healthUrl = `${origin}${options.healthPath}`;
  while (!(await timedGet(healthUrl, 5_000)).ok) {
    if (exited()) return fail(`the server stopped before it answered (${child.exitCode})`);
    if (Date.now() > deadline) return fail('the server did not answer in time');
    await sleep(POLL_MS);
  }
  // The first process may answer while the others still compile: wait for all of them.
  while (!readFileSync(options.logFile, 'utf8').includes(options.readyText)) {
    if (exited()) return fail(`the server stopped while starting (${child.exitCode})`);
    if (Date.now() > deadline) return fail(`the server never printed "${options.readyText}"`);
    await sleep(POLL_MS);
  }

  const settle = async () => {
    const limit = Date.now() + SETTLE.limitMs;
    let streak = 0;
    while (streak < SETTLE.inARow && Date.now() < limit) {
      if (exited()) throw new Error(`${options.label} stopped (${child.exitCode})`);
      const { ok, ms } = await timedGet(healthUrl, 10_000);
      streak = nextStreak(streak, ok, ms, SETTLE.quickMs);
      if (streak === 0) await sleep(POLL_MS);
    }
  };
  const server: BenchServer = {
    label: options.label,
    origin,
    pid: child.pid,
    processes: serverProcesses(child.pid),
    settle,
    takeLog: () => {
      const bytes = existsSync(options.logFile) ? statSync(options.logFile).size : 0;
      const lines = countLines(options.logFile);
      truncateSync(options.logFile, 0);
      return { bytes, lines };
    },
    cpuSeconds: () => treeCpuSeconds(child.pid),
    stop,
  };
  await settle();
  return server;
}

export interface AppServerOptions {
  label: string;
  /** DATA_DIR: uploads and outbox (and the SQLite file). */
  dataDir: string;
  logFile: string;
  /** DATABASE_URL and whatever else differs from the defaults below. */
  env: Record<string, string>;
  /** WEB_CONCURRENCY; undefined leaves the server's own default. */
  concurrency: number | undefined;
  /** `compiled` (the default, as `npm start` runs it) or the TypeScript sources through tsx. */
  code?: 'compiled' | 'source';
}

/** Compiles the API from the working tree (scripts/build-api.mjs), as `npm start` does. */
export function buildApi(): void {
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'build-api.mjs')], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
}

/**
 * Builds the web app when it is missing or older than its sources (scripts/build-if-needed.mjs),
 * as `npm start` does: the server renders the job page's scenarios with it, and unbuilt it answers
 * them 503, which a run would time instead of pages.
 */
export function buildWebIfNeeded(): void {
  const script = pathToFileURL(path.join(REPO_ROOT, 'scripts', 'build-if-needed.mjs')).href;
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { buildWebIfNeeded } from ${JSON.stringify(script)}; buildWebIfNeeded();`,
    ],
    { cwd: REPO_ROOT, stdio: 'inherit' },
  );
}

/**
 * Starts the API as production does, with only the environment given here (plus PATH and
 * HOME): NODE_ENV=production, loopback, LOG_LEVEL=warn unless `env` says otherwise, no demo data.
 */
export async function startAppServer(options: AppServerOptions): Promise<BenchServer> {
  const compiled = options.code !== 'source';
  buildWebIfNeeded();
  if (compiled) buildApi();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  return startProcess({
    label: options.label,
    entry: compiled ? SERVER_COMPILED : SERVER_SOURCE,
    port,
    healthPath: '/api/health',
    // server.ts prints this once every process listens.
    readyText: 'is running at',
    logFile: options.logFile,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      PUBLIC_URL: origin,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...(options.concurrency === undefined
        ? {}
        : { WEB_CONCURRENCY: String(options.concurrency) }),
      ...options.env,
    },
  });
}

/**
 * The hello-world ceiling: a minimal Fastify app (hello-server.ts) answering a small JSON body,
 * with as many processes as the app has, started the same way.
 */
export async function startHelloServer(processes: number, logFile: string): Promise<BenchServer> {
  const port = await freePort();
  return startProcess({
    label: 'hello-world',
    entry: HELLO_ENTRY,
    port,
    healthPath: '/',
    readyText: 'hello-world is running at',
    logFile,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      HELLO_PROCESSES: String(processes),
    },
  });
}
