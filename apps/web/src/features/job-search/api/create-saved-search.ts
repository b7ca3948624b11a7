import type { SavedSearch, SavedSearchPayloadInput } from '@firstshift/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applicantKeys } from '../../../lib/applicant-keys';

export const SAVE_SEARCH_ERROR = 'Failed to save search';
export const SEARCH_SAVED_MESSAGE = 'Search saved';

/** POST /applicant/saved-searches: the Saved Searches page and the job alerts follow. */
export function useCreateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: SavedSearchPayloadInput) =>
      apiRequest<SavedSearch>('/applicant/saved-searches', {
        method: 'POST',
        body: payload,
        fallbackMessage: SAVE_SEARCH_ERROR,
      }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: applicantKeys.savedSearches() }),
        client.invalidateQueries({ queryKey: applicantKeys.dashboard() }),
      ]);
    },
  });
}
