import { describe, expect, it } from 'vitest';
import { createBusiness, createJob } from '../../testing/factories';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="Local jobs for students."
    />
    <title>FirstShift — local jobs</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD script in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe.each(testDatabaseKinds)('the job page /jobs/{id} on %s', (kind) => {
  const ctx = setupTestApp(kind, {
    webDist: { 'index.html': INDEX_HTML },
    env: { PUBLIC_URL: 'https://jobs.example.org/' },
  });

  it('carries the job title, description, canonical link, Open Graph tags and JobPosting', async () => {
    const business = await createBusiness(ctx.db, { business_name: 'Rose City Bakery' });
    const id = await createJob(ctx.db, {
      business,
      title: 'Weekend Baker <Trainee>',
      description: 'Shape loaves & pastries. Ends with </script><script>alert(1)</script>',
      job_types: ['part-time'],
      location_city: 'Portland',
      location_state: 'OR',
      location_zip: '97211',
      location_street: '12 Main St',
      compensation_type: 'hour',
      compensation_amount: 16.5,
      application_deadline: '2026-09-30',
      published_at: '2026-06-01T08:00:00.000Z',
    });

    const res = await ctx.app.inject({ method: 'GET', url: `/jobs/${id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(
      '<title>Weekend Baker &lt;Trainee&gt; at Rose City Bakery in Portland, OR | FirstShift</title>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Shape loaves &amp; pastries.');
    expect(html).toContain(`<link rel="canonical" href="https://jobs.example.org/jobs/${id}" />`);
    expect(html).toContain(
      `<meta property="og:url" content="https://jobs.example.org/jobs/${id}" />`,
    );
    expect(html).toContain('<meta property="og:title" content="Weekend Baker &lt;Trainee&gt;');
    expect(html).not.toContain('</script><script>alert(1)');

    expect(jsonLd(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Weekend Baker <Trainee>',
      description: 'Shape loaves & pastries. Ends with </script><script>alert(1)</script>',
      identifier: { '@type': 'PropertyValue', name: 'Rose City Bakery', value: String(id) },
      datePosted: '2026-06-01T08:00:00.000Z',
      validThrough: '2026-09-30T23:59:59-12:00',
      employmentType: ['PART_TIME'],
      hiringOrganization: { '@type': 'Organization', name: 'Rose City Bakery' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '12 Main St',
          addressLocality: 'Portland',
          addressRegion: 'OR',
          postalCode: '97211',
          addressCountry: 'US',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', value: 16.5, unitText: 'HOUR' },
      },
    });
  });

  it('maps job types to schema.org employment types and marks virtual jobs as remote', async () => {
    const id = await createJob(ctx.db, {
      job_types: ['intern'],
      work_format: 'virtual',
      compensation_type: 'stipend',
      compensation_amount: 500,
    });
    const data = jsonLd((await ctx.app.inject({ method: 'GET', url: `/jobs/${id}` })).body);
    expect(data.employmentType).toEqual(['INTERN']);
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(data.baseSalary).toBeUndefined();
    expect(data.validThrough).toBeUndefined();
  });

  it('answers 404 with the plain page for drafts, archived, deleted and unknown jobs', async () => {
    const draft = await createJob(ctx.db, { status: 'draft' });
    const archived = await createJob(ctx.db, { status: 'archived' });
    const deleted = await createJob(ctx.db);
    await ctx.db.deleteFrom('jobs').where('id', '=', deleted).execute();
    for (const id of [draft, archived, deleted, 424242, 'not-a-job', '99999999999']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/jobs/${id}` });
      expect(res.statusCode, String(id)).toBe(404);
      // The app in the page says "Job not found", as does its title; search engines drop it.
      expect(res.body.match(/<title>/g)).toHaveLength(1);
      expect(res.body).toContain('<title>Job not found | FirstShift</title>');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).not.toContain('canonical');
      expect(res.body).not.toContain('application/ld+json');
      expect(res.body).toContain('<body><div id="root"></div></body>');
    }
  });
});

describe.each(testDatabaseKinds)('the job page with a forged Host header on %s', (kind) => {
  // PUBLIC_URL unset, the default: links use the origin the server listens on.
  const ctx = setupTestApp(kind, { webDist: { 'index.html': INDEX_HTML } });

  it('links canonical URL, Open Graph and JSON-LD to the server, not to the named host', async () => {
    const id = await createJob(ctx.db, {});
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/jobs/${id}`,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="http://localhost:3000/jobs/${id}" />`);
    expect(res.body).not.toContain('evil.example');
  });
});

describe.each(testDatabaseKinds)('the company page /companies/{id} on %s', (kind) => {
  const ctx = setupTestApp(kind, {
    webDist: { 'index.html': INDEX_HTML },
    env: { PUBLIC_URL: 'https://jobs.example.org/' },
  });

  it('carries the company’s name, town, open jobs, canonical link and Organization', async () => {
    const business = await createBusiness(ctx.db, {
      business_name: 'Rose City <Bakery>',
      business_description: 'Bread & pastries. </script><script>alert(1)</script>',
      city: 'Salem',
    });
    await createJob(ctx.db, { business });
    await createJob(ctx.db, { business });

    const res = await ctx.app.inject({
      method: 'GET',
      url: `/companies/${business.userId}`,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(
      '<title>Rose City &lt;Bakery&gt; in Salem, OR: 2 open jobs | FirstShift</title>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Bread &amp; pastries.');
    const url = `https://jobs.example.org/companies/${business.userId}`;
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(jsonLd(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Rose City <Bakery>',
      description: 'Bread & pastries. </script><script>alert(1)</script>',
      url,
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Salem',
        addressRegion: 'OR',
        addressCountry: 'US',
      },
    });
  });

  it('gives each page of its jobs a canonical link of its own', async () => {
    const business = await createBusiness(ctx.db, { business_name: 'Pine Books', city: 'Salem' });
    await createJob(ctx.db, { business });
    const head = async (query: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/companies/${business.userId}${query}` })).body;
    const url = `https://jobs.example.org/companies/${business.userId}`;
    const second = await head('?page=2');
    expect(second).toContain(`<link rel="canonical" href="${url}?page=2" />`);
    expect(second).toContain(
      '<title>Pine Books in Salem, OR: 1 open job (page 2) | FirstShift</title>',
    );
    // A page the API refuses is the first.
    expect(await head('?page=0')).toContain(`<link rel="canonical" href="${url}" />`);
  });

  it('describes a company without a description by what it is and how quickly it answers', async () => {
    const business = await createBusiness(ctx.db, { business_name: 'Pine Books' });
    await ctx.db
      .updateTable('business_profiles')
      .set({ business_description: '' })
      .where('user_id', '=', business.userId)
      .execute();
    await createJob(ctx.db, { business });
    const html = (await ctx.app.inject({ method: 'GET', url: `/companies/${business.userId}` }))
      .body;
    expect(html).toContain(
      '<meta name="description" content="Pine Books, Retail in Portland, OR: 1 open job. No response time yet: nobody has applied in the past year." />',
    );
    expect(jsonLd(html).description).toBeUndefined();
  });

  it('answers 404 with the plain page for a business that put no job on the board, and for no company', async () => {
    const draftsOnly = await createBusiness(ctx.db);
    await createJob(ctx.db, { business: draftsOnly, status: 'draft', published_at: null });
    for (const id of [draftsOnly.userId, 424242, 'not-a-company', '99999999999']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/companies/${id}` });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.body).toContain('<title>Company not found | FirstShift</title>');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).not.toContain('application/ld+json');
    }
  });
});
