import type { BusinessApplication } from '@firstshift/domain';
import { hiringKeys } from './hiring-keys';
import { apiQueryOptions } from '../../../lib/api-query';

export const APPLICATION_ERROR = 'Failed to load the application';

/** GET /business/applications/{id}: everything the applicant sent (opening it marks it seen). */
export function applicationQueryOptions(id: string) {
  return apiQueryOptions<BusinessApplication>(
    hiringKeys.application(id),
    `/business/applications/${encodeURIComponent(id)}`,
    { fallbackMessage: APPLICATION_ERROR },
  );
}
