import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageGzip, splitPage } from './page-gzip';

const STYLESHEET = `<style id="static-styles">${'.fs-card{border:1px solid #d9e2e3}'.repeat(400)}</style>`;
const page = (body: string, stylesheet = STYLESHEET) =>
  `<!doctype html><html><head><meta charset="UTF-8" />${stylesheet}<title>${body}</title></head><body><div id="root">${body}</div></body></html>`;

describe('gzip for pages that share their head', () => {
  it('sends each page whole, joining the shared part compressed once to its own', () => {
    const gzip = new PageGzip();
    const pages = [
      page('Weekend Dog Walker'),
      page('Café Counter Assistant — ½ days, 🐕 welcome'),
      page('x'.repeat(200_000)),
      page('Weekend Dog Walker'),
    ];
    for (const html of pages) {
      const compressed = gzip.compress(splitPage(html));
      expect(gunzipSync(compressed).toString()).toBe(html);
      // The shared part is compressed, not sent as it is.
      expect(compressed.length).toBeLessThan(html.length / 4);
    }
  });

  it('compresses the shared part again when a new build changes it', () => {
    const gzip = new PageGzip();
    const before = page('Lifeguard');
    const after = page('Lifeguard', '<style id="static-styles">.fs-new{color:teal}</style>');
    expect(gunzipSync(gzip.compress(splitPage(before))).toString()).toBe(before);
    expect(gunzipSync(gzip.compress(splitPage(after))).toString()).toBe(after);
    expect(gunzipSync(gzip.compress(splitPage(before))).toString()).toBe(before);
  });

  it('sends a page given as its shared part and the rest, for templates that take turns', () => {
    const gzip = new PageGzip();
    // A job's page (its head tags stripped from the template) and a list (not stripped), in turn.
    const templates = [
      page('Weekend Dog Walker'),
      page('Café — ½ days', '<style id="static-styles">.b{}</style>'),
    ];
    for (const round of [1, 2, 3]) {
      for (const html of templates) {
        const { shared, rest } = splitPage(html);
        expect(shared, html).toMatch(/<\/style>$/);
        const compressed = gzip.compress({ shared, rest: `${rest}${round}` });
        expect(gunzipSync(compressed).toString()).toBe(`${html}${round}`);
      }
    }
    expect(splitPage('<p>No styles</p>')).toEqual({ shared: '', rest: '<p>No styles</p>' });
  });

  it('compresses a page without the stylesheet whole', () => {
    const gzip = new PageGzip();
    for (const html of ['', '<p>No styles</p>', '<style>.other{}</style><p>Not ours</p>']) {
      expect(gunzipSync(gzip.compress(splitPage(html))).toString()).toBe(html);
    }
  });
});
