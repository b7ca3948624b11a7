import { defineConfig } from '@playwright/test';
import { readFileSync } from 'node:fs';

// The flags every tool of the project starts Chromium with (scripts/chromium.mjs).
const CHROMIUM_FLAGS = JSON.parse(
  readFileSync(new URL('./scripts/chromium-flags.json', import.meta.url), 'utf8'),
) as string[];

// scripts/e2e.mjs chooses the port and a fresh data directory, and checks that Chromium exists.
const port = Number(process.env.E2E_PORT ?? 3999);
const baseURL = `http://127.0.0.1:${port}`;
// A local OpenID provider stands in for Google (e2e/oidc-provider-server.ts).
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 1);
const google = {
  GOOGLE_CLIENT_ID: 'firstshift-e2e',
  GOOGLE_CLIENT_SECRET: 'e2e-client-secret',
  GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Long journeys (sign-up, a whole profile, axe checks at two widths) on a busy 2-core machine,
  // where two browsers and the server share the cores: a full page load (the app's code, the
  // session, then the page's data) has been seen to take over 10 s there.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'npx tsx e2e/oidc-provider-server.ts',
      url: `${google.GOOGLE_ISSUER}/.well-known/openid-configuration`,
      // As long as the app's: both start while the machine may still be busy with a build.
      timeout: 120_000,
      reuseExistingServer: false,
      // Its one line says when it is ready, so that a start that times out shows how far it got.
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...google,
        OIDC_PORT: String(oidcPort),
        OIDC_REDIRECT_URI: `${baseURL}/api/auth/google/callback`,
      },
    },
    {
      command: 'node scripts/start.mjs',
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR ?? 'data/e2e',
        PUBLIC_URL: baseURL,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        ...google,
      },
    },
  ],
});
