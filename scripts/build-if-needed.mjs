// Builds the SPA when apps/web/dist is missing or older than its sources, so `npm start`
// works on a fresh clone and stays fast on the next run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

export function buildWebIfNeeded() {
  const builtIndex = join(root, 'apps/web/dist/index.html');
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/domain/src',
  ];
  const newestSource = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  if (existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= newestSource) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@firstshift/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
