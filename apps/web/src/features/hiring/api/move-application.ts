import type { ApplicationStatus, BusinessApplication } from '@firstshift/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { hiringKeys } from './hiring-keys';

export const MOVE_FAILED = 'Failed to update the application';

/**
 * POST /business/applications/{id}/status, with an optional message to the applicant; the
 * lists, the dashboard and the conversation refresh afterwards.
 */
export function useMoveApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ status, message }: { status: ApplicationStatus; message?: string }) =>
      apiRequest<BusinessApplication>(`/business/applications/${encodeURIComponent(id)}/status`, {
        method: 'POST',
        body: { status, message },
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
