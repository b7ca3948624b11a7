// `npm run fuzz`: the property-based fuzzing of every API route (apps/api/src/routes.fuzz.test.ts)
// for longer than `npm test` does — 5,000 requests per route by default — on SQLite, and on
// PostgreSQL too when TEST_DATABASE_URL (or --database-url) is set. Rewrites the section between
// the fuzz markers of docs/benchmarks.md with what every route answered.
//
//   npm run fuzz -- --runs 5000 --database-url postgres://postgres@127.0.0.1:5432/postgres
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const REPORT = join(root, 'docs', 'benchmarks.md');
const START = '<!-- fuzz:start -->';
const END = '<!-- fuzz:end -->';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5000' }, 'database-url': { type: 'string' } },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs must be a whole number of requests per route, e.g. --runs 5000');
  process.exit(2);
}
const databaseUrl = values['database-url'] ?? process.env.TEST_DATABASE_URL;

const dir = mkdtempSync(join(tmpdir(), 'firstshift-fuzz-report-'));
const reportBase = join(dir, 'tally');
const result = spawnSync('npx', ['vitest', 'run', 'apps/api/src/routes.fuzz.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    FUZZ_RUNS: String(runs),
    FUZZ_REPORT: reportBase,
    ...(databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {}),
  },
});

const runsByKind = ['sqlite', 'postgres']
  .map((kind) => `${reportBase}.${kind}.json`)
  .filter((file) => existsSync(file))
  .map((file) => JSON.parse(readFileSync(file, 'utf8')));
rmSync(dir, { recursive: true, force: true });
if (runsByKind.length === 0) {
  console.error('The fuzz run wrote no figures.');
  process.exit(result.status ?? 1);
}

const number = (n) => n.toLocaleString('en-US');
const lines = [
  START,
  '',
  `Last run: ${new Date().toISOString().slice(0, 10)}, ${number(runs)} generated requests per route` +
    ` (plus the shrinking of any failure), result: ${result.status === 0 ? 'no route answered 5xx' : '**failures, see the run**'}.`,
  '',
];
for (const run of runsByKind) {
  const routes = Object.entries(run.tallies);
  const total = routes.reduce((sum, [, t]) => sum + t.requests, 0);
  const server = routes.reduce((sum, [, t]) => sum + t.byClass['5xx'], 0);
  lines.push(
    `**${run.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}**: ${number(routes.length)} routes,` +
      ` ${number(total)} requests in ${Math.round(run.seconds)} s, ${number(server)} answers ≥ 500.`,
    '',
    '| route | requests | 2xx | 3xx | 4xx | 5xx |',
    '| ----- | -------: | --: | --: | --: | --: |',
    ...routes.map(
      ([name, t]) =>
        `| \`${name}\` | ${number(t.requests)} | ${number(t.byClass['2xx'])} | ${number(t.byClass['3xx'])} | ${number(t.byClass['4xx'])} | ${number(t.byClass['5xx'])} |`,
    ),
    '',
  );
}
lines.push(END);

const text = readFileSync(REPORT, 'utf8');
const section = lines.join('\n');
const updated =
  text.includes(START) && text.includes(END)
    ? text.slice(0, text.indexOf(START)) + section + text.slice(text.indexOf(END) + END.length)
    : `${text.trimEnd()}\n\n${section}\n`;
writeFileSync(REPORT, updated);
console.log(`\nFigures written to docs/benchmarks.md (between ${START} and ${END}).`);
process.exit(result.status ?? 1);
