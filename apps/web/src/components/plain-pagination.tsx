// The pages of a list as links, with the look and the accessible names of Material UI's
// Pagination (rounded, primary colour, one page either side of the current one and one at each
// end) from the static stylesheet (docs/decisions/045), so that Browse jobs hydrates without
// Material UI. Every page is a link, for search engines and for a page read without JavaScript.
import type { MouseEvent } from 'react';
import { cx } from '../theme/class-names';
import { NavigateBeforeIcon, NavigateNextIcon } from './plain-icons';
import { PlainLink } from './plain-link';

export type PageItem =
  | { type: 'page'; page: number }
  | { type: 'previous' | 'next'; page: number; disabled: boolean }
  | { type: 'ellipsis'; key: string };

const range = (start: number, end: number) =>
  Array.from({ length: Math.max(end - start + 1, 0) }, (_, i) => start + i);

/**
 * What Material UI's usePagination lists for `page` of `count`: previous, the first page, the
 * pages beside the current one (with an ellipsis for each gap of more than one page), the last
 * page, next. A gap of one page shows that page rather than an ellipsis.
 */
export function pageItems(page: number, count: number, siblings = 1, boundary = 1): PageItem[] {
  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);
  const siblingsStart = Math.max(
    Math.min(page - siblings, count - boundary - siblings * 2 - 1),
    boundary + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(page + siblings, boundary + siblings * 2 + 2),
    (endPages[0] ?? count + 1) - 2,
  );
  const pages: (number | 'start' | 'end')[] = [
    ...startPages,
    ...(siblingsStart > boundary + 2
      ? (['start'] as const)
      : boundary + 1 < count - boundary
        ? [boundary + 1]
        : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - boundary - 1
      ? (['end'] as const)
      : count - boundary > boundary
        ? [count - boundary]
        : []),
    ...endPages,
  ];
  return [
    { type: 'previous', page: page - 1, disabled: page <= 1 },
    ...pages.map((item): PageItem =>
      typeof item === 'number' ? { type: 'page', page: item } : { type: 'ellipsis', key: item },
    ),
    { type: 'next', page: page + 1, disabled: page >= count },
  ];
}

type Props = {
  /** The number of pages (2 or more). */
  count: number;
  /** The page shown, from 1. */
  page: number;
  /** The address of a page. */
  href: (page: number) => string;
  /** Goes to a page within the app (the links still work without it). */
  onChange: (page: number) => void;
};

export function PlainPagination({ count, page, href, onChange }: Props) {
  const go = (event: MouseEvent, next: number) => {
    // A click with a modifier opens the page elsewhere, as a link does.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    onChange(next);
  };
  return (
    <nav aria-label="pagination navigation" className={cx.pagination}>
      <ul>
        {pageItems(page, count).map((item) => {
          if (item.type === 'ellipsis') {
            return (
              <li key={item.key}>
                <div className={`${cx.pageItem} ${cx.pageEllipsis}`}>…</div>
              </li>
            );
          }
          if (item.type === 'page') {
            const selected = item.page === page;
            return (
              <li key={item.page}>
                <PlainLink
                  to={href(item.page)}
                  className={selected ? `${cx.pageItem} ${cx.pageSelected}` : cx.pageItem}
                  aria-current={selected ? 'page' : undefined}
                  aria-label={selected ? `page ${item.page}` : `Go to page ${item.page}`}
                  onClick={(event) => go(event, item.page)}
                >
                  {item.page}
                </PlainLink>
              </li>
            );
          }
          const label = item.type === 'previous' ? 'Go to previous page' : 'Go to next page';
          const icon = item.type === 'previous' ? <NavigateBeforeIcon /> : <NavigateNextIcon />;
          return (
            <li key={item.type}>
              {item.disabled ? (
                // Nowhere to go: a link turned off, as Material UI's disabled item.
                <span
                  role="link"
                  aria-disabled="true"
                  aria-label={label}
                  className={`${cx.pageItem} ${cx.pageDisabled}`}
                >
                  {icon}
                </span>
              ) : (
                <PlainLink
                  to={href(item.page)}
                  className={cx.pageItem}
                  aria-label={label}
                  onClick={(event) => go(event, item.page)}
                >
                  {icon}
                </PlainLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
