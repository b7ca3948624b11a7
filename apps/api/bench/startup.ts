import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/config';
import { createDb } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed';
import { buildApi, freePort } from './app-server';

// `npm run bench:startup`: how long one server process (WEB_CONCURRENCY=1) takes from its spawn
// to its first answer of /api/health, and how much memory it holds then, started as `npm start`
// starts it (the compiled API, `node apps/api/dist/server.js`) beside the TypeScript sources
// through tsx (`node --import tsx apps/api/src/server.ts`, how it started before). Both start
// on the same migrated demo database, RUNS times each, alternately, in one run; the medians go
// in docs/benchmarks.md.

const RUNS = 7;
const POLL_MS = 10;
const START_LIMIT_MS = 120_000;

interface Variant {
  label: string;
  args: string[];
}

const VARIANTS: Variant[] = [
  {
    label: 'compiled (`node apps/api/dist/server.js`)',
    args: ['--enable-source-maps', path.join(REPO_ROOT, 'apps/api/dist/server.js')],
  },
  {
    label: 'sources (`node --import tsx apps/api/src/server.ts`)',
    args: ['--import', 'tsx', path.join(REPO_ROOT, 'apps/api/src/server.ts')],
  },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in MiB (VmRSS), Linux only. */
function residentMiB(pid: number): number | undefined {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : undefined;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

async function startOnce(variant: Variant, dataDir: string) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, variant.args, {
    cwd: REPO_ROOT,
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: '1',
    },
  });
  try {
    while (!(await answers(`http://127.0.0.1:${port}/api/health`))) {
      if (child.exitCode !== null) throw new Error(`${variant.label} stopped (${child.exitCode})`);
      if (performance.now() - started > START_LIMIT_MS)
        throw new Error(`${variant.label}: no answer`);
      await sleep(POLL_MS);
    }
    const ms = performance.now() - started;
    const mib = child.pid === undefined ? undefined : residentMiB(child.pid);
    return { ms, mib };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'firstshift-bench-startup-'));
try {
  buildApi();
  const db = createDb({ dataDir });
  try {
    await migrateToLatest(db);
    await seedDemoData(db);
  } finally {
    await db.destroy();
  }
  const results = new Map<Variant, { ms: number[]; mib: number[] }>(
    VARIANTS.map((variant) => [variant, { ms: [], mib: [] }]),
  );
  for (let run = 0; run < RUNS; run++) {
    for (const variant of VARIANTS) {
      const { ms, mib } = await startOnce(variant, dataDir);
      const figures = results.get(variant);
      figures?.ms.push(ms);
      if (mib !== undefined) figures?.mib.push(mib);
    }
  }
  console.log(`\nStart-up of one process (median of ${RUNS}, ${os.cpus().length} cores)\n`);
  console.log('| code | spawn → first answer | memory (RSS) then |');
  console.log('| --- | ---: | ---: |');
  for (const [variant, figures] of results) {
    const ms = median(figures.ms);
    const mib = median(figures.mib);
    console.log(`| ${variant.label} | ${ms.toFixed(0)} ms | ${mib.toFixed(0)} MiB |`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
