// Writes the app's stylesheet (src/theme/static-styles.ts, docs/decisions/044) into the built
// index.html, in place of its <!--static-styles--> mark: every page, rendered by the server or
// not, then has its global rules and the plain parts' look before any script has run. The
// stylesheet is built from the theme by the server renderer, which the build has just written.
// (The development server's pages add it with a script: src/main.tsx.)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const MARK = '<!--static-styles-->';
const indexHtml = fileURLToPath(new URL('../dist/index.html', import.meta.url));
const renderer = new URL('../dist-server/entry-server.js', import.meta.url);

const { staticStylesheet } = await import(renderer.href);
const html = readFileSync(indexHtml, 'utf8');
if (!html.includes(MARK)) throw new Error(`dist/index.html has no ${MARK}`);
const css = staticStylesheet();
writeFileSync(
  indexHtml,
  html.replace(MARK, () => `<style id="static-styles">${css}</style>`),
);
console.log(`Inlined the static stylesheet into dist/index.html (${css.length} characters).`);
