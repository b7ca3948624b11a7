import type { JobDetail } from '@firstshift/domain';
import type { FastifyInstance } from 'fastify';
import type { PageFacts, PageHead } from '../../lib/page-head';
import { jobPostingJsonLd } from './job-posting';
import { publicJob } from './public-job-read';

const JOB_PAGE = /^\/jobs\/([^/]+)\/?$/;
const JOB_ID = /^\d{1,9}$/;
const DESCRIPTION_LENGTH = 160;

export function summarise(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export function jobPageHead(job: JobDetail, origin: string): PageHead {
  const place = [job.location.city, job.location.state].filter(Boolean).join(', ');
  return {
    title: `${job.title} at ${job.company.name}${place ? ` in ${place}` : ''} | FirstShift`,
    description: summarise(job.description),
    canonicalUrl: `${origin}/jobs/${job.id}`,
    ogType: 'article',
    jsonLd: jobPostingJsonLd(job),
  };
}

/**
 * For /jobs/{id}: the head tags of an active job, or 404 for a draft, a closed job or an id
 * that names none (search engines drop the page); null for any other path.
 */
export async function jobPageFacts(
  app: FastifyInstance,
  pathname: string,
  origin: string,
): Promise<PageFacts | null> {
  const id = JOB_PAGE.exec(pathname)?.[1];
  if (id === undefined) return null;
  // The same read as the page's render (public-job-read.ts).
  const job = JOB_ID.test(id) ? await publicJob(app, Number(id)) : null;
  return job
    ? { head: jobPageHead(job, origin) }
    : { status: 404, title: 'Job not found | FirstShift' };
}
