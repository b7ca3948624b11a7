// Debian's Chromium (Playwright's own browser download is not used), started the same way by
// every tool of the project that drives it: the Playwright journeys (playwright.config.ts reads
// the same flags) and `npm run lighthouse`.
import { readFileSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** @type {string[]} */
export const CHROMIUM_FLAGS = JSON.parse(
  readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'),
);
