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

/**
 * A mutation's request: its variables sent as the JSON body of `method path`, a failure saying
 * the screen's own messages.
 */
// V is what the mutation is called with: useMutation reads it from the returned function.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function sendJson<T, V>(
  method: 'POST' | 'PUT',
  path: string,
  messages: Pick<ApiRequestOptions, 'fallbackMessage' | 'networkMessage'>,
) {
  return (body: V) => apiRequest<T>(path, { method, body, ...messages });
}
