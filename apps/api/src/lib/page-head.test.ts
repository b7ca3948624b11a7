import { describe, expect, it } from 'vitest';
import { injectPageHead, jsonForScript } from './page-head';

const head = {
  title: 'Cook "A" & <B>',
  description: 'Cook $& things',
  canonicalUrl: 'https://x.test/jobs/1',
  ogType: 'article',
  jsonLd: { name: '</script><script>alert(1)</script>' },
};

describe('page head injection', () => {
  it('replaces the title, description, canonical and Open Graph tags of the page', () => {
    const page =
      '<html><head><title>Old</title><meta name="description" content="old" />' +
      '<link rel="canonical" href="/old" /><meta property="og:title" content="old" /></head><body></body></html>';
    const html = injectPageHead(page, head);
    expect(html).not.toContain('Old');
    expect(html).not.toContain('"old"');
    expect(html).toContain('<title>Cook &quot;A&quot; &amp; &lt;B&gt;</title>');
    expect(html).toContain('<meta name="description" content="Cook $&amp; things" />');
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
  });

  it('writes JSON that cannot close its script element', () => {
    expect(jsonForScript(head.jsonLd)).not.toContain('<');
    expect(JSON.parse(jsonForScript(head.jsonLd))).toEqual(head.jsonLd);
  });
});
