import type { SavedSearch, SavedSearchPayloadInput } from '@firstshift/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applicantKeys } from '../../../lib/applicant-keys';
import { apiQueryOptions } from '../../../lib/api-query';

export const SAVED_SEARCHES_ERROR = 'Failed to fetch saved searches';
export const UPDATE_SAVED_SEARCH_ERROR = 'Failed to update saved search';
export const DELETE_SAVED_SEARCH_ERROR = 'Failed to delete saved search';
export const SAVED_SEARCH_UPDATED_MESSAGE = 'Saved search updated';
export const SAVED_SEARCH_DELETED_MESSAGE = 'Saved search deleted';

/** GET /applicant/saved-searches: newest first, each with its "{n} new jobs". */
export function savedSearchesQueryOptions() {
  return apiQueryOptions<SavedSearch[]>(
    applicantKeys.savedSearches(),
    '/applicant/saved-searches',
    { fallbackMessage: SAVED_SEARCHES_ERROR, networkMessage: SAVED_SEARCHES_ERROR },
  );
}

/** The overview's job alerts come from the saved searches. */
function useRefreshAlerts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: applicantKeys.dashboard() });
}

/**
 * A change to one saved search: its new version takes its place in the list, and the
 * overview's job alerts refresh.
 */
function useSavedSearchChange<V>(send: (variables: V) => Promise<SavedSearch>) {
  const client = useQueryClient();
  const refreshAlerts = useRefreshAlerts();
  return useMutation({
    mutationFn: send,
    onSuccess: async (search) => {
      client.setQueryData<SavedSearch[]>(applicantKeys.savedSearches(), (list) =>
        list?.map((item) => (item.id === search.id ? search : item)),
      );
      await refreshAlerts();
    },
  });
}

/** PUT /applicant/saved-searches/{id}: a new name and new filters. */
export function useUpdateSavedSearch() {
  return useSavedSearchChange(({ id, payload }: { id: number; payload: SavedSearchPayloadInput }) =>
    apiRequest<SavedSearch>(`/applicant/saved-searches/${id}`, {
      method: 'PUT',
      body: payload,
      fallbackMessage: UPDATE_SAVED_SEARCH_ERROR,
    }),
  );
}

/** DELETE /applicant/saved-searches/{id}. */
export function useDeleteSavedSearch() {
  const client = useQueryClient();
  const refreshAlerts = useRefreshAlerts();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<null>(`/applicant/saved-searches/${id}`, {
        method: 'DELETE',
        fallbackMessage: DELETE_SAVED_SEARCH_ERROR,
      }),
    onSuccess: async (_answer, id) => {
      client.setQueryData<SavedSearch[]>(applicantKeys.savedSearches(), (list) =>
        list?.filter((item) => item.id !== id),
      );
      await refreshAlerts();
    },
  });
}

/** POST /applicant/saved-searches/{id}/checked: its jobs have been seen, none is new now. */
export function useMarkSavedSearchChecked() {
  return useSavedSearchChange((id: number) =>
    apiRequest<SavedSearch>(`/applicant/saved-searches/${id}/checked`, { method: 'POST' }),
  );
}
