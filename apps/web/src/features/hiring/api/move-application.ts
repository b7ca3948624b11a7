import type { ApplicationStatus, BusinessApplication } from '@firstshift/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { hiringKeys } from './hiring-keys';

export const MOVE_FAILED = 'Failed to update the application';

/** POST /business/applications/{id}/status; the lists and the dashboard refresh afterwards. */
export function useMoveApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ApplicationStatus) =>
      apiRequest<BusinessApplication>(`/business/applications/${encodeURIComponent(id)}/status`, {
        method: 'POST',
        body: { status },
        fallbackMessage: MOVE_FAILED,
        networkMessage: MOVE_FAILED,
      }),
    onSuccess: (application) => {
      queryClient.setQueryData(hiringKeys.application(id), application);
      const own = hiringKeys.application(id);
      void queryClient.invalidateQueries({
        predicate: (query) => own.some((part, i) => query.queryKey[i] !== part),
      });
    },
  });
}
