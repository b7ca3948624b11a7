import type { CompanyPage } from '@firstshift/domain';
import type { FastifyInstance } from 'fastify';
import { isStorableId } from '../../lib/ids';
import { findCompanyPage } from './company.repository';

/**
 * A company's page as the API sends it (JSON text), or null for "Company not found": through the
 * public read cache, so the page's head and its server render read it once.
 */
export function publicCompanyJson(
  app: FastifyInstance,
  id: number,
  page: number,
): Promise<string | null> {
  if (!isStorableId(id)) return Promise.resolve(null);
  return app.publicJobCache.companies.getOrLoad(`${id}:${page}`, async () => {
    const company = await findCompanyPage(app.db, id, page);
    return company ? JSON.stringify(company) : null;
  });
}

export async function publicCompany(
  app: FastifyInstance,
  id: number,
  page: number,
): Promise<CompanyPage | null> {
  const json = await publicCompanyJson(app, id, page);
  return json === null ? null : (JSON.parse(json) as CompanyPage);
}
