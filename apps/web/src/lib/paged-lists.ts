import { APPLICANT_PAGE_SIZE } from '@firstshift/domain';

/** A list's total from its X-Total-Count header, or `seen` when the header says nothing usable. */
export function totalCount(headers: Headers, seen: number): number {
  const total = Number(headers.get('X-Total-Count'));
  return Number.isFinite(total) && total > 0 ? total : seen;
}

/**
 * Where the next page of a list loaded 20 at a time starts (SPEC §9), given the items of each
 * page loaded: undefined once a page comes back short or `total` is reached (unless that total
 * was capped, so that more may follow).
 */
export function nextPageStart(
  pages: readonly unknown[][],
  total: number,
  capped = false,
): number | undefined {
  const loaded = pages.reduce((count, items) => count + items.length, 0);
  const full = pages.at(-1)?.length === APPLICANT_PAGE_SIZE;
  return full && (loaded < total || capped) ? loaded : undefined;
}
