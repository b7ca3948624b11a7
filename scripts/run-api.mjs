// `npm run db:migrate` / `npm run db:seed`: compile the API if its sources changed, then run one
// of its command-line entry points (apps/api/dist/<name>.js) with plain `node`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildApiIfNeeded } from './build-if-needed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = process.argv[2];

await buildApiIfNeeded();
const result = spawnSync(process.execPath, ['--enable-source-maps', `apps/api/dist/${entry}.js`], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
