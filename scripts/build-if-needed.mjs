// Builds what is missing or older than its sources, so `npm start` works on a fresh clone and
// stays fast on the next run: the SPA into apps/web/dist (and its server renderer into
// apps/web/dist-server), the API into apps/api/dist.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApi } from './build-api.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function isUpToDate(output, sources) {
  const built = join(root, output);
  const newestSource = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  return existsSync(built) && statSync(built).mtimeMs >= newestSource;
}

export function buildWebIfNeeded() {
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/domain/src',
  ];
  // The browser's build, and the server renderer built after it (decision 033).
  const outputs = ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js'];
  if (outputs.every((output) => isUpToDate(output, sources))) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@firstshift/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export async function buildApiIfNeeded() {
  const sources = ['apps/api/src', 'apps/api/package.json', 'packages/domain/src'];
  if (isUpToDate('apps/api/dist/server.js', sources)) return;
  console.log('Building the API…');
  await buildApi();
}
