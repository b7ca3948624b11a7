import { queryOptions } from '@tanstack/react-query';
import type { BusinessApplication } from '@firstshift/domain';
import { apiRequest } from '../../../lib/api-client';
import { hiringKeys } from './hiring-keys';

export const APPLICATION_ERROR = 'Failed to load the application';

/** GET /business/applications/{id}: everything the applicant sent (opening it marks it seen). */
export function applicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: hiringKeys.application(id),
    queryFn: ({ signal }) =>
      apiRequest<BusinessApplication>(`/business/applications/${encodeURIComponent(id)}`, {
        fallbackMessage: APPLICATION_ERROR,
        signal,
      }),
  });
}
