// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPage, staticStylesheet } from './entry-server';
import { cx } from './theme/class-names';
import { buildCompanyPage, buildJobDetail, buildJobSummary } from './testing/job-builders';
import { jsonResponse, mockFetch } from './testing/mock-fetch';

const SERVER = 'http://localhost';
const PAGE_STATE = /<script type="application\/json" id="page-state">(.*)<\/script>$/s;

function serveJobs(
  jobs = [buildJobSummary({ title: 'Dishwasher' })],
  detail = buildJobDetail(),
  company = buildCompanyPage(),
) {
  return mockFetch(({ url }) => {
    if (url.pathname === '/api/jobs/') {
      return jsonResponse(jobs, { headers: { 'X-Total-Count': String(jobs.length) } });
    }
    if (url.pathname === `/api/jobs/${detail.id}`) return jsonResponse(detail);
    if (url.pathname === '/api/companies/8') {
      return jsonResponse({ ...company, page: Number(url.searchParams.get('page') ?? 1) });
    }
    return jsonResponse({ message: 'Not found' }, { status: 404 });
  });
}

async function render(path: string, phone = false) {
  const page = await renderPage(new URL(path, SERVER), phone);
  if (!page) throw new Error(`${path} was not rendered`);
  return page;
}

describe('the server renderer', () => {
  it('renders a page the second time as the first, at once', async () => {
    const job = buildJobDetail({ title: 'Lifeguard <Weekends>' });
    serveJobs([buildJobSummary({ title: 'Camp Counselor' })], job);
    // Each kind of page is rendered first by the streaming renderer, which waits for the
    // screens' code, then in one synchronous pass: the markup must not change. (First in this
    // file, so that no other test has rendered these kinds of page before.)
    for (const path of [`/jobs/${job.id}`, '/jobs?search=camp', '/', '/companies/8']) {
      const first = await render(path);
      const second = await render(path);
      expect(second.root, path).toBe(first.root);
      expect(second.head, path).toBe(first.head);
      expect(second.root, path).not.toContain('<!--$!-->');
    }
  });

  it("renders a job's page with its text escaped, and the answer it was rendered from", async () => {
    const job = buildJobDetail({ title: '</script><img src=x onerror=alert(1)>' });
    const { calls } = serveJobs([], job);
    const page = await render(`/jobs/${job.id}`);

    expect(page.status).toBe(200);
    expect(page.root).toContain('&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(page.root).not.toContain('<img src=x');
    expect(page.root).toContain('Walk friendly dogs on Saturday mornings.');
    // The page state carries the job; "<" is escaped so nothing in it can end the script.
    const state = PAGE_STATE.exec(page.body)?.[1] ?? '';
    expect(state).not.toContain('</script>');
    expect(JSON.stringify(JSON.parse(state))).toContain(job.title);
    expect(calls.map((call) => call.url.pathname)).toEqual([`/api/jobs/${job.id}`]);
    // Plain elements only, for a signed-out visitor (docs/decisions/044): no Emotion styles.
    expect(page.root).not.toMatch(/Mui|css-/);
    expect(page.head).not.toContain('<style');
  });

  it("renders a job's address with a slash at its end as the job's page", async () => {
    const job = buildJobDetail({ title: 'Snack Bar Attendant' });
    serveJobs([], job);
    const page = await render(`/jobs/${job.id}/`);
    expect(page.status).toBe(200);
    expect(page.root).toBe((await render(`/jobs/${job.id}`)).root);
    expect(page.root).toContain('Snack Bar Attendant');
  });

  it('renders "Job not found" with status 404 for a job that does not exist', async () => {
    serveJobs();
    const page = await render('/jobs/424242');
    expect(page.status).toBe(404);
    expect(page.root).toContain('Job not found');
    expect(page.root).toContain('Browse all jobs');
  });

  it("renders a company's page, its page of jobs in the address, and 404 for no company", async () => {
    const { calls } = serveJobs(
      [],
      buildJobDetail(),
      buildCompanyPage({ name: 'Tails <&> Co', active_job_count: 45 }),
    );
    const page = await render('/companies/8?page=2');
    expect(page.status).toBe(200);
    expect(page.root).toContain('Tails &lt;&amp;&gt; Co');
    expect(page.root).toContain('Usually responds within 2 days');
    expect(page.root).toContain('Dog Walker');
    expect(page.root).toContain('aria-label="page 2"');
    expect(page.root).not.toMatch(/Mui|css-/);
    expect(calls.map((call) => `${call.url.pathname}${call.url.search}`)).toEqual([
      '/api/companies/8?page=2',
    ]);

    const missing = await render('/companies/424242');
    expect(missing.status).toBe(404);
    expect(missing.root).toContain('Company not found');
    expect(missing.root).toContain('Browse all jobs');
  });

  it('renders Browse jobs with the results of the filters, sort and page in the address', async () => {
    const jobs = Array.from({ length: 3 }, (_, i) => buildJobSummary({ title: `Cook ${i + 1}` }));
    const { calls } = serveJobs(jobs);
    const page = await render('/jobs?search=cook&state=TX&sort=date&page=2');

    expect(page.status).toBe(200);
    expect(page.root).toContain('Cook 3');
    const query = Object.fromEntries(calls[0]?.url.searchParams ?? []);
    expect(query).toMatchObject({ search: 'cook', location: 'TX', sort: 'date', skip: '20' });
    // Plain elements only (docs/decisions/045): no Material UI component, no Emotion styles.
    expect(page.root).not.toMatch(/Mui|css-/);
    expect(page.head).not.toContain('<style');
  });

  it('renders a search without results with the way back to every job', async () => {
    serveJobs([]);
    const page = await render('/jobs?search=zzz&sort=date');
    expect(page.status).toBe(200);
    expect(page.root).toContain('No jobs match your search.');
    expect(page.root).toContain('href="/jobs?sort=date"');
    // Drawn with Material UI, loaded for it: its styles come in the head.
    expect(page.head).toMatch(/^(<link [^>]*>)*<style data-emotion="css [^"]+">/);
  });

  it('starts from the layout of the device the request came from', async () => {
    serveJobs();
    const wide = await render('/jobs');
    const phone = await render('/jobs', true);
    // Every filter at once where there is room; the keyword and a Filters button on a phone.
    expect(wide.root).toContain('name="city"');
    expect(phone.root).not.toContain('name="city"');
    expect(phone.root).toMatch(/Filters/);
    expect(phone.root).not.toMatch(/Mui|css-/);
    expect(JSON.parse(PAGE_STATE.exec(phone.body)?.[1] ?? '{}')).toMatchObject({
      renderedAs: { phone: true },
    });
  });

  it('renders the landing page with its featured jobs', async () => {
    serveJobs([buildJobSummary({ title: 'Lifeguard' })]);
    const page = await render('/');
    expect(page.root).toContain('Find your first shift close to home');
    expect(page.root).toContain('Lifeguard');
    // Plain elements only (docs/decisions/044): no Material UI component, no Emotion styles.
    expect(page.root).not.toMatch(/Mui|css-/);
    expect(page.head).not.toContain('<style');
  });

  it("writes the app's stylesheet: the global rules and every plain part's look", () => {
    const css = staticStylesheet();
    expect(css).toMatch(/(^|})body\{margin:0;/);
    for (const name of [cx.button, cx.buttonVariants.contained, cx.field, cx.cardLink, cx.hero]) {
      expect(css, name).toContain(`.${name}{`);
    }
  });

  it('leaves every other page to the browser', async () => {
    serveJobs();
    for (const path of ['/applicant/login', '/business/dashboard', '/applicant/dashboard']) {
      expect(await renderPage(new URL(path, SERVER), false), path).toBeNull();
    }
  });

  it('fails, so that the page is sent unrendered, when the jobs cannot be read', async () => {
    mockFetch(() => jsonResponse({ message: 'Database down' }, { status: 500 }));
    await expect(renderPage(new URL('/jobs', SERVER), false)).rejects.toThrow();
  });

  it('leaves to the browser an address the API refuses, without failing', async () => {
    mockFetch(() =>
      jsonResponse({ message: 'At most 200 characters', field: 'zip' }, { status: 400 }),
    );
    expect(await renderPage(new URL('/jobs?zip=1234567890', SERVER), false)).toBeNull();
  });

  it('renders the whole page inline: no part left for a script to fill in', async () => {
    serveJobs();
    const page = await render('/jobs');
    expect(page.root).not.toContain('<script');
    expect(page.root).not.toContain('<!--$?-->');
  });
});
