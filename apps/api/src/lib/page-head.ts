/** What the server writes into index.html for a page that search engines and link previews read. */
export interface PageHead {
  title: string;
  description: string;
  canonicalUrl: string;
  /** Open Graph type: "website", "article"… */
  ogType: string;
  /** A schema.org object, written as a JSON-LD script. */
  jsonLd?: Record<string, unknown>;
}

/**
 * What the server knows of a page before sending it: the head tags of what it shows, or that
 * what its address names does not exist (a closed or unknown job: HTTP 404).
 */
export type PageFacts =
  { head: PageHead; status?: undefined } | { status: 404; title: string; head?: undefined };

const SITE_NAME = 'FirstShift';

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** JSON inside <script>: "<" is escaped so no text can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

const EXISTING_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/gi,
  /<meta\s[^>]*name=["']description["'][^>]*>\s*/gi,
  /<meta\s[^>]*property=["']og:[^"']*["'][^>]*>\s*/gi,
  /<link\s[^>]*rel=["']canonical["'][^>]*>\s*/gi,
];

/**
 * The page without the tags that `patterns` match (index.html's title and description, which a
 * page's own replace). Every page starts from one of the same few templates, 25 KB and more of
 * which is the stylesheet that each pattern would scan: the stripped template is kept, and is the
 * same string each time (V8 keeps a string's hash, so looking the same template up again costs
 * nothing; the server splits each template it sees once, plugins/spa.ts).
 */
function strippedOf(kept: Map<string, string>, patterns: RegExp[], html: string): string {
  let stripped = kept.get(html);
  if (stripped === undefined) {
    stripped = patterns.reduce((page, pattern) => page.replace(pattern, ''), html);
    // A few templates live at a time (rendered or not, the build before and after a rebuild).
    if (kept.size >= 8) kept.clear();
    kept.set(html, stripped);
  }
  return stripped;
}

const withoutPageTags = (html: string) => strippedOf(strippedForPages, EXISTING_TAGS, html);
const strippedForPages = new Map<string, string>();
const withoutTitle = (html: string) =>
  strippedOf(strippedForNotFound, EXISTING_TAGS.slice(0, 1), html);
const strippedForNotFound = new Map<string, string>();

/**
 * What a page's facts make of its template: the template without the tags they replace, and
 * the text that goes before its </head>.
 */
export interface HeadOfPage {
  template: string;
  /** Null when nothing goes in (the template is index.html as it is). */
  beforeHeadEnd: string | null;
}

/** The head of a page with `facts` (null: index.html's own) made from the template `html`. */
export function headOfPage(html: string, facts: PageFacts | null): HeadOfPage {
  if (facts?.head) {
    return { template: withoutPageTags(html), beforeHeadEnd: `  ${pageHeadTags(facts.head)}` };
  }
  if (facts?.status === 404) {
    return { template: withoutTitle(html), beforeHeadEnd: `  ${notFoundTags(facts.title)}\n  ` };
  }
  return { template: html, beforeHeadEnd: null };
}

function pageHeadTags(head: PageHead): string {
  const meta = (attr: string, key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('name', 'twitter:card', 'summary'),
  ];
  if (head.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  }
  return `${tags.join('\n    ')}\n  `;
}

const notFoundTags = (title: string) =>
  `<title>${escapeHtml(title)}</title>\n    <meta name="robots" content="noindex" />`;

/** Replaces the page's title, description, canonical link and Open Graph tags. */
export function injectPageHead(html: string, head: PageHead): string {
  const stripped = withoutPageTags(html);
  const insert = pageHeadTags(head);
  return stripped.includes('</head>')
    ? stripped.replace('</head>', () => `  ${insert}</head>`)
    : `${insert}${stripped}`;
}

/** A page that names nothing that exists: its title, and no place in search results. */
export function injectNotFoundHead(html: string, title: string): string {
  const tags = notFoundTags(title);
  const stripped = withoutTitle(html);
  return stripped.includes('</head>')
    ? stripped.replace('</head>', () => `  ${tags}\n  </head>`)
    : `${tags}${stripped}`;
}
