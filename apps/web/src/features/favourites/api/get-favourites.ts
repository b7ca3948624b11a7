import { APPLICANT_PAGE_SIZE, type FavouritesResponse } from '@firstshift/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applicantKeys } from '../../../lib/applicant-keys';
import { nextPageStart } from '../../../lib/paged-lists';

/** SPEC §8. */
export const FAVOURITES_ERROR = 'Failed to fetch favorites';

/** GET /applicant/favourites, 20 at a time (SPEC §2, §9: skip 0, limit 20 first). */
export function favouritesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: applicantKeys.favourites(),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<FavouritesResponse>('/applicant/favourites', {
        query: { skip: pageParam, limit: APPLICANT_PAGE_SIZE },
        fallbackMessage: FAVOURITES_ERROR,
        networkMessage: FAVOURITES_ERROR,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      nextPageStart(
        pages.map((page) => page.favourites),
        last.total,
      ),
  });
}
