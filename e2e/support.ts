import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export { WEEKEND_MORNINGS } from '../apps/api/src/testing/weekend-mornings';

const SCREENSHOT_DIR = 'e2e/screenshots';

export const VIEWPORTS = {
  narrow: { width: 390, height: 844 },
  wide: { width: 1280, height: 900 },
} as const;

/**
 * Waits until the app has taken over a page the server rendered (React's root is attached), for
 * journeys about what the app does on a click; before that, links work as plain links.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );
}

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // A toast or menu still fading in has too little contrast for a moment: judge the page at rest.
  // (Endless ones, such as a spinner, are left out.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Saves a full-page screenshot as e2e/screenshots/<name>.png for people to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

/** The two widths every screen is looked at, narrow first (so the wide one stays set). */
export const SCREENSHOT_WIDTHS = [
  ['390', VIEWPORTS.narrow],
  ['1280', VIEWPORTS.wide],
] as const;

/** At both widths: checks accessibility and saves `<name>-390.png` and `<name>-1280.png`. */
export async function captureBothWidths(page: Page, name: string): Promise<void> {
  for (const [width, viewport] of SCREENSHOT_WIDTHS) {
    await page.setViewportSize(viewport);
    await expectAccessible(page);
    await saveScreenshot(page, `${name}-${width}`);
  }
}

/** Where the app writes mail as .eml files (no SMTP_URL in the journeys). */
const OUTBOX = path.join(process.env.E2E_DATA_DIR ?? 'data/e2e', 'outbox');

/** The mails in the outbox folder addressed to `to`, newest first, as subject and body text. */
export function mailsTo(to: string): { subject: string; text: string }[] {
  let files: string[];
  try {
    files = readdirSync(OUTBOX).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .reverse()
    .map((f) => readFileSync(path.join(OUTBOX, f), 'utf8'))
    .filter((raw) => new RegExp(`^To: ${to}\\r?$`, 'mi').test(raw))
    .map((raw) => {
      const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
      const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
      // The body is quoted-printable: undo soft line breaks and =XX escapes.
      const body = raw
        .slice(raw.search(/\r?\n\r?\n/))
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return { subject, text: body };
    });
}

/** The text of the newest mail in the outbox folder addressed to `to`, if any. */
export function newestMailTo(to: string): string | undefined {
  return mailsTo(to)[0]?.text;
}
