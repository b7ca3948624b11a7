import type { SavedSearch, SavedSearchPayloadInput } from '@firstshift/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicantKeys } from '../../../lib/applicant-keys';
import { sendJson } from '../../../lib/api-query';

export const SAVE_SEARCH_ERROR = 'Failed to save search';
export const SEARCH_SAVED_MESSAGE = 'Search saved';

/** POST /applicant/saved-searches: the Saved Searches page and the job alerts follow. */
export function useCreateSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendJson<SavedSearch, SavedSearchPayloadInput>(
      'POST',
      '/applicant/saved-searches',
      {
        fallbackMessage: SAVE_SEARCH_ERROR,
      },
    ),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: applicantKeys.savedSearches() }),
        client.invalidateQueries({ queryKey: applicantKeys.dashboard() }),
      ]);
    },
  });
}
