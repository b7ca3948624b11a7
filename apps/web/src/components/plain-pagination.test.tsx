import { describe, expect, it } from 'vitest';
import { pageItems, type PageItem } from './plain-pagination';

/** The items as Material UI's Pagination shows them: "<", page numbers, "…", ">" ("x" = off). */
const shown = (items: PageItem[]) =>
  items
    .map((item) =>
      item.type === 'page'
        ? String(item.page)
        : item.type === 'ellipsis'
          ? '…'
          : `${item.type === 'previous' ? '<' : '>'}${item.disabled ? 'x' : ''}`,
    )
    .join(' ');

describe('the pages of a list', () => {
  it('shows the first pages, the last one and an ellipsis for the gap on page 1', () => {
    expect(shown(pageItems(1, 10))).toBe('<x 1 2 3 4 5 … 10 >');
  });

  it('shows the pages beside the current one, with an ellipsis each side in the middle', () => {
    expect(shown(pageItems(5, 10))).toBe('< 1 … 4 5 6 … 10 >');
  });

  it('shows a page rather than an ellipsis standing for one page', () => {
    expect(shown(pageItems(4, 10))).toBe('< 1 2 3 4 5 … 10 >');
    expect(shown(pageItems(7, 10))).toBe('< 1 … 6 7 8 9 10 >');
  });

  it('turns off "next" on the last page, and lists every page of a short list', () => {
    expect(shown(pageItems(10, 10))).toBe('< 1 … 6 7 8 9 10 >x');
    expect(shown(pageItems(2, 2))).toBe('< 1 2 >x');
    expect(shown(pageItems(3, 7))).toBe('< 1 2 3 4 5 6 7 >');
  });

  it('says where previous and next go', () => {
    const items = pageItems(5, 10);
    expect(items[0]).toEqual({ type: 'previous', page: 4, disabled: false });
    expect(items.at(-1)).toEqual({ type: 'next', page: 6, disabled: false });
  });
});
