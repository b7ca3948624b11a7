import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';

// Every active job of the demo board, as search engines read its page: a JobPosting with what
// Google's "Job posting structured data" guide requires (title, description, datePosted,
// hiringOrganization, and jobLocation or a remote job's jobLocationType and the country it
// hires in) and what it recommends where the job has it (validThrough from the deadline,
// employmentType, baseSalary with its unit), and workHours for a job that lists its shifts.

const INDEX_HTML =
  '<!doctype html><html><head><title>FirstShift</title></head><body></body></html>';
const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'TEMPORARY', 'INTERN', 'VOLUNTEER'];
const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

type PublicJob = { id: number };
type Posting = Record<string, unknown> & {
  hiringOrganization?: { name?: unknown };
  jobLocation?: { address?: Record<string, unknown> };
  applicantLocationRequirements?: { name?: unknown };
  baseSalary?: { currency?: unknown; value?: { value?: unknown; unitText?: unknown } };
};

function jsonLd(html: string): Posting {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD script in the page');
  return JSON.parse(match[1]) as Posting;
}

const filled = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

describe.each(testDatabaseKinds)('the JobPosting of every demo job on %s', (kind) => {
  const ctx = setupTestApp(kind, { webDist: { 'index.html': INDEX_HTML } });

  it('has the fields search engines require, and those they recommend where the job has them', async () => {
    await seedDemoData(ctx.db);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/jobs/?limit=100' });
    const jobs = list.json<PublicJob[]>();
    expect(jobs.length).toBeGreaterThan(40);
    let withHours = 0;

    for (const { id } of jobs) {
      const detail = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${id}` });
      const job = detail.json<{
        title: string;
        application_deadline: string | null;
        work_format: string;
        compensation_amount: number | null;
        compensation_type: string | null;
        work_schedule: unknown;
      }>();
      const page = await ctx.app.inject({ method: 'GET', url: `/jobs/${id}` });
      expect(page.statusCode).toBe(200);
      const posting = jsonLd(page.body);
      const where = `job ${id} (${job.title})`;

      expect(posting['@context'], where).toBe('https://schema.org');
      expect(posting['@type'], where).toBe('JobPosting');
      expect(posting.title, where).toBe(job.title);
      expect(filled(posting.description), where).toBe(true);
      expect(posting.datePosted, where).toMatch(ISO_INSTANT);
      expect(filled(posting.hiringOrganization?.name), where).toBe(true);

      const address = posting.jobLocation?.address ?? {};
      for (const part of ['addressLocality', 'addressRegion', 'addressCountry']) {
        expect(filled(address[part]), `${where}: ${part}`).toBe(true);
      }
      if (job.work_format === 'virtual') {
        expect(posting.jobLocationType, where).toBe('TELECOMMUTE');
        expect(posting.applicantLocationRequirements?.name, where).toBe('US');
      }

      const types = posting.employmentType as unknown[];
      expect(types.length, where).toBeGreaterThan(0);
      for (const type of types) expect(EMPLOYMENT_TYPES, where).toContain(type);

      if (job.application_deadline) {
        expect(posting.validThrough, where).toBe(`${job.application_deadline}T23:59:59-12:00`);
        expect(String(posting.validThrough) > String(posting.datePosted), where).toBe(true);
      } else {
        expect(posting.validThrough, where).toBeUndefined();
      }

      if (job.compensation_amount && job.compensation_type) {
        expect(posting.baseSalary?.currency, where).toBe('USD');
        expect(posting.baseSalary?.value?.value, where).toBe(job.compensation_amount);
        expect(SALARY_UNITS, where).toContain(posting.baseSalary?.value?.unitText);
      }

      if (job.work_schedule) {
        expect(posting.workHours, where).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b.* (am|pm)/);
        withHours++;
      } else {
        expect(posting.workHours, where).toBeUndefined();
      }
    }
    expect(withHours).toBeGreaterThan(5);
  });
});
