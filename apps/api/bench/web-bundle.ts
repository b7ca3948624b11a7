import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFile {
  file: string;
  gzipBytes: number;
}

export interface WebBundle {
  files: BundleFile[];
  gzipBytes: number;
}

/**
 * Landing-page JavaScript before it is interactive, gzipped, in bytes (1 KB = 1,000 B): the
 * public pages' budget of 120 KB, within DESIGN §8's 170 KB for every page.
 */
export const FIRST_LOAD_JS_BUDGET_BYTES = 120_000;

/** An attribute's value in an HTML tag, as written. */
export const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];

/**
 * The JavaScript a browser fetches before the landing page can run: index.html's module
 * scripts and the modules it preloads (Vite lists every static import of the entry there).
 * Undefined when the web app has not been built.
 */
export function measureWebBundle(distDir: string): WebBundle | undefined {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const html = readFileSync(indexFile, 'utf8');
  const sources = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src && attribute(tag, 'type') === 'module') sources.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(tag, 'href');
    if (href && attribute(tag, 'rel') === 'modulepreload') sources.add(href);
  }
  const files = [...sources].map((source) => {
    const file = path.join(distDir, new URL(source, 'http://localhost/').pathname);
    return { file: path.relative(distDir, file), gzipBytes: gzipSync(readFileSync(file)).length };
  });
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
