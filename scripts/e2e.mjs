// `npm run test:e2e`: Playwright journeys in Debian's Chromium against the built app, started
// as `npm start` does, on a fresh temporary data directory and a free port.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfNeeded } from './build-if-needed.mjs';
import { CHROMIUM_PATH } from './chromium.mjs';
import { freePort } from './free-port.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = CHROMIUM_PATH;

if (!existsSync(chromium)) {
  console.error(
    `No Chromium found at ${chromium}.\n` +
      "Install Debian's Chromium with `sudo apt-get install -y --no-install-recommends chromium`,\n" +
      "or point CHROMIUM_PATH at a Chromium or Chrome binary. (Playwright's own browser download is not used.)",
  );
  process.exit(1);
}

buildWebIfNeeded();
const dataDir = mkdtempSync(join(tmpdir(), 'firstshift-e2e-'));
const port = await freePort();
// The stand-in for Google's sign-in gets a free port of its own, not merely the next one.
let oidcPort = await freePort();
while (oidcPort === port) oidcPort = await freePort();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    E2E_PORT: String(port),
    E2E_OIDC_PORT: String(oidcPort),
    E2E_DATA_DIR: dataDir,
  },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
