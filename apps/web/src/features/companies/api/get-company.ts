import { COMPANY_MAX_PAGE, type CompanyPage } from '@firstshift/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

export const COMPANY_ERROR = 'Failed to load the company';

/** Query keys of the companies feature. */
export const companyKeys = {
  all: ['companies'] as const,
  page: (id: string, page: number) => [...companyKeys.all, id, page] as const,
};

// 404 for a business with no public page, 400 for an id that is not a number: neither names one.
const isMissingCompany = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** The company's page (one page of its open jobs), or null when no company has that id. */
export function companyQueryOptions(id: string, page: number) {
  return queryOptions({
    queryKey: companyKeys.page(id, page),
    queryFn: async ({ signal }): Promise<CompanyPage | null> => {
      try {
        return await apiRequest<CompanyPage>(`/companies/${encodeURIComponent(id)}`, {
          query: page > 1 ? { page } : undefined,
          fallbackMessage: COMPANY_ERROR,
          signal,
        });
      } catch (error) {
        if (isMissingCompany(error)) return null;
        throw error;
      }
    },
    // Another page of the same company keeps the one read before on screen meanwhile.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === id ? previous : undefined,
  });
}

/** The page asked for in the address: a whole number from 1, else 1. */
export function companyPageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? Math.min(page, COMPANY_MAX_PAGE) : 1;
}
