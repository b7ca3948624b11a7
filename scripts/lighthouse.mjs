// `npm run lighthouse`: Lighthouse 12's default mobile audit (simulated slow 4G, a 4× slower
// CPU) of the landing page, Browse jobs and one job's page, three runs each in Debian's Chromium,
// against the app started as `npm start` starts it (compiled, demo data, on a fresh data folder
// and a free port). Prints the median run of each page against the budgets and rewrites the
// "Lighthouse (mobile), npm run lighthouse" section of docs/benchmarks.md. Not part of `npm test`:
// its figures depend on how busy the machine is; run it on a quiet one.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as prettier from 'prettier';
import { buildApiIfNeeded, buildWebIfNeeded } from './build-if-needed.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { freePort } from './free-port.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = CHROMIUM_PATH;
const RUNS = 3;
const REPORT = join(root, 'docs', 'benchmarks.md');
const HEADING = '## Lighthouse (mobile), `npm run lighthouse`';

/** The issue's budgets: category scores (0–100), LCP and TBT in ms, CLS. */
const BUDGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0,
};

if (!existsSync(chromium)) {
  console.error(
    `No Chromium found at ${chromium}. Install Debian's Chromium (apt-get install -y --no-install-recommends chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

async function waitForServer(origin, server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    const ok = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer within 2 minutes');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The figures of one Lighthouse run. */
function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

/** The audits that cost a score outside performance its 100. */
function failingAudits(lhr) {
  return ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );
}

function misses(run) {
  const missed = [];
  for (const id of ['performance', 'accessibility', 'best-practices', 'seo']) {
    if (run[id] < BUDGETS[id]) missed.push(`${id} ${run[id]} < ${BUDGETS[id]}`);
  }
  if (run.lcpMs > BUDGETS.lcpMs) missed.push(`LCP ${seconds(run.lcpMs)} > 2.0 s`);
  if (run.tbtMs > BUDGETS.tbtMs) missed.push(`TBT ${Math.round(run.tbtMs)} ms > 150 ms`);
  if (run.cls > BUDGETS.cls) missed.push(`CLS ${run.cls.toFixed(3)} > 0`);
  return missed;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function table(rows) {
  const lines = [
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | budgets |',
    '| ---- | ----------: | ------------: | -------------: | --: | --: | --: | --: | --: | ------- |',
  ];
  for (const { label, run, all } of rows) {
    const spread = (key) => {
      const values = all.map((r) => r[key]);
      const low = Math.min(...values);
      const high = Math.max(...values);
      return low === high ? String(low) : `${run[key]} (${low}–${high})`;
    };
    const missed = misses(run);
    lines.push(
      `| ${label} | ${spread('performance')} | ${run.accessibility} | ${run['best-practices']} | ${run.seo} | ${seconds(run.fcpMs)} | ${seconds(run.lcpMs)} | ${Math.round(run.tbtMs)} ms | ${Number(run.cls.toFixed(3))} | ${missed.length ? `missed: ${missed.join('; ')}` : 'pass'} |`,
    );
  }
  return lines.join('\n');
}

async function writeReport(rows, date) {
  const section = [
    HEADING,
    '',
    `Lighthouse 12 (default mobile profile: simulated slow 4G, a 4× slower CPU) in Debian's`,
    `Chromium, headless, ${RUNS} runs per page, the median run by performance score shown (the range`,
    `of the ${RUNS} scores beside it), against \`npm start\` with the demo data, ${date}. Budgets:`,
    'performance ≥ 95, accessibility, best practices and SEO 100, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS 0.',
    'Run it on a quiet machine: `npm run lighthouse`.',
    '',
    table(rows),
    '',
  ].join('\n');
  const text = readFileSync(REPORT, 'utf8');
  const start = text.indexOf(HEADING);
  let next;
  if (start === -1) {
    const before = text.indexOf('## Lighthouse (mobile), measured by hand');
    next =
      before === -1
        ? `${text.trimEnd()}\n\n${section}`
        : `${text.slice(0, before)}${section}\n${text.slice(before)}`;
  } else {
    const end = text.indexOf('\n## ', start + HEADING.length);
    next = `${text.slice(0, start)}${section}${end === -1 ? '' : text.slice(end)}`;
  }
  // Written as Prettier writes it, so that the file stays as `npm run format:check` wants it.
  const options = await prettier.resolveConfig(REPORT);
  writeFileSync(REPORT, await prettier.format(next, { ...options, filepath: REPORT }));
}

buildWebIfNeeded();
await buildApiIfNeeded();

const dataDir = mkdtempSync(join(tmpdir(), 'firstshift-lighthouse-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  },
});
let chrome;
try {
  await waitForServer(origin, server);
  const [job] = await (await fetch(`${origin}/api/jobs/?limit=1`)).json();
  if (!job) throw new Error('the demo board has no job');
  const pages = [
    { label: '`/`', url: `${origin}/` },
    { label: '`/jobs`', url: `${origin}/jobs` },
    { label: '`/jobs/{id}`', url: `${origin}/jobs/${job.id}` },
  ];

  chrome = await chromeLauncher.launch({
    chromePath: chromium,
    chromeFlags: [...CHROMIUM_FLAGS],
  });
  // One unmeasured visit each, so that the server's first render of a page is not measured.
  for (const { url } of pages) await fetch(url);

  const rows = [];
  for (const { label, url } of pages) {
    const all = [];
    // A run Lighthouse could not finish (its runtimeError: no paint seen in time, a lost
    // connection to the browser) is run again, up to twice, rather than counted as a 0.
    for (let run = 1, failures = 0; run <= RUNS;) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      const error = result?.lhr.runtimeError;
      if (!result || error) {
        failures += 1;
        console.log(`${label} run ${run} failed: ${error?.message ?? 'no result'}`);
        if (failures > 2) throw new Error(`Lighthouse keeps failing on ${url}`);
        continue;
      }
      all.push(figures(result.lhr));
      const lost = failingAudits(result.lhr);
      console.log(
        `${label} run ${run}: performance ${all.at(-1).performance}` +
          (lost.length ? ` (not passed: ${lost.join(', ')})` : ''),
      );
      run += 1;
    }
    const middle = median(all.map((r) => r.performance));
    rows.push({ label, run: all.find((r) => r.performance === middle), all });
  }
  console.log(`\n${table(rows)}\n`);
  await writeReport(rows, new Date().toISOString().slice(0, 10));
  console.log('docs/benchmarks.md updated.');
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
