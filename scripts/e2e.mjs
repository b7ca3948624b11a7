// `npm run test:e2e`: Playwright journeys in Debian's Chromium against the built app, started
// as `npm start` does, on a fresh temporary data directory and a free port.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfNeeded } from './build-if-needed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  console.error(
    `No Chromium found at ${chromium}.\n` +
      "Install Debian's Chromium with `sudo apt-get install -y --no-install-recommends chromium`,\n" +
      "or point CHROMIUM_PATH at a Chromium or Chrome binary. (Playwright's own browser download is not used.)",
  );
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

buildWebIfNeeded();
const dataDir = mkdtempSync(join(tmpdir(), 'firstshift-e2e-'));
const port = await freePort();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
  },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
