import { type CompanyPage, companyPageQuerySchema, describeResponseTime } from '@firstshift/domain';
import type { FastifyInstance } from 'fastify';
import type { PageFacts, PageHead } from '../../lib/page-head';
import { publicCompany } from './public-company-read';
import { summarise } from './job-page';

const COMPANY_PAGE = /^\/companies\/([^/]+)\/?$/;
const COMPANY_ID = /^\d{1,9}$/;

const townOf = (company: CompanyPage) => [company.city, company.state].filter(Boolean).join(', ');

/** schema.org Organization: the business as search engines read it. */
export function organizationJsonLd(company: CompanyPage, url: string): Record<string, unknown> {
  const organization: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url,
    address: {
      '@type': 'PostalAddress',
      addressLocality: company.city,
      addressRegion: company.state,
      addressCountry: 'US',
    },
  };
  if (company.description) organization.description = company.description;
  return organization;
}

export function companyPageHead(company: CompanyPage, origin: string): PageHead {
  const town = townOf(company);
  const jobs = `${company.active_job_count} open ${company.active_job_count === 1 ? 'job' : 'jobs'}`;
  const url = `${origin}/companies/${company.id}`;
  // Each page of its jobs is its own page to a search engine, not a copy of the first.
  const page = company.page > 1 ? ` (page ${company.page})` : '';
  return {
    title: `${company.name}${town ? ` in ${town}` : ''}: ${jobs}${page} | FirstShift`,
    description: summarise(
      company.description ||
        `${company.name}, ${company.category}${town ? ` in ${town}` : ''}: ${jobs}. ` +
          describeResponseTime(company.response_time),
    ),
    canonicalUrl: company.page > 1 ? `${url}?page=${company.page}` : url,
    ogType: 'website',
    jsonLd: organizationJsonLd(company, url),
  };
}

/**
 * For /companies/{id}: the head tags of a company's page (of the page of its jobs in `query`),
 * or 404 for an id that names no company with a public page; null for any other path.
 */
export async function companyPageFacts(
  app: FastifyInstance,
  pathname: string,
  origin: string,
  query: unknown,
): Promise<PageFacts | null> {
  const id = COMPANY_PAGE.exec(pathname)?.[1];
  if (id === undefined) return null;
  // The page the render reads (public-company-read.ts), so both share one read; a page the API
  // refuses is left to the app, which shows the first.
  const page = companyPageQuerySchema.safeParse(query).data?.page ?? 1;
  const company = COMPANY_ID.test(id) ? await publicCompany(app, Number(id), page) : null;
  return company
    ? { head: companyPageHead(company, origin) }
    : { status: 404, title: 'Company not found | FirstShift' };
}
