import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { type ApiRequestOptions, apiRequest } from './api-client';

/**
 * The query of one GET: the answer of `path` is kept under `queryKey`, and a failure says the
 * screen's own messages (`fallbackMessage`, `networkMessage`).
 */
export function apiQueryOptions<T>(
  queryKey: QueryKey,
  path: string,
  options: Pick<ApiRequestOptions, 'query' | 'fallbackMessage' | 'networkMessage'>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiRequest<T>(path, { ...options, signal }),
  });
}
