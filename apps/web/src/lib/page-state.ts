import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { createContext, useContext, useSyncExternalStore } from 'react';

/** The id of the script element that carries a server-rendered page's state to the browser. */
export const PAGE_STATE_ID = 'page-state';

/**
 * How the server rendered a page, which the browser's first render (the hydration) must repeat
 * to produce the same markup: whether it took the browser for a phone (layouts chosen by a media
 * query start from that guess), and its clock (relative times, dates in a time zone).
 */
export type RenderedAs = { phone: boolean; now: number; timeZone: string };

/** One answer a server-rendered page was rendered from, and when it was read. */
type RenderedAnswer = { queryKey: QueryKey; data: unknown; updatedAt: number };

/** What a server-rendered page was rendered from: the answers its queries got, and how. */
export type PageState = { queries: RenderedAnswer[]; renderedAs: RenderedAs };

/** How the server rendered the page; null when the browser renders it alone. */
export const RenderedAsContext = createContext<RenderedAs | null>(null);

/** The server's guess at a phone, for the first render; the media query decides after it. */
export function usePhoneGuess(): boolean {
  return useContext(RenderedAsContext)?.phone ?? false;
}

const subscribeToNothing = () => () => undefined;

/**
 * False while a server-rendered page hydrates, true at once after it and in a page the browser
 * renders alone: what the server cannot know (router state, the stored session) is shown from
 * then on, so that the hydration repeats the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * The time and time zone to show times in: the server's while a rendered page hydrates (so
 * that "Posted 5m ago" reads as in the HTML); undefined, for the browser's own, at once after
 * it and otherwise.
 */
export function useClock(): { now: number | undefined; timeZone: string | undefined } {
  const renderedAs = useContext(RenderedAsContext);
  const hydrated = useHydrated();
  if (!hydrated && renderedAs) return { now: renderedAs.now, timeZone: renderedAs.timeZone };
  return { now: undefined, timeZone: undefined };
}

/** The page state as JSON to put inside a <script> element. */
export function pageStateJson(queryClient: QueryClient, renderedAs: RenderedAs): string {
  // The answers alone (TanStack Query's dehydrate() would bring its hydrate() into the
  // landing page's first load, for nothing more than this).
  const queries = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({
      queryKey: query.queryKey,
      data: query.state.data,
      updatedAt: query.state.dataUpdatedAt,
    }));
  const state: PageState = { queries, renderedAs };
  // "<" escaped: no text of a job can close the script element or open a comment.
  return JSON.stringify(state).replaceAll('<', '\\u003c');
}

/** Loads the server's answers into `queryClient`: the page state, or null on a page not rendered. */
export function hydratePageState(queryClient: QueryClient, json: string | null): PageState | null {
  if (!json) return null;
  const state = JSON.parse(json) as PageState;
  for (const { queryKey, data, updatedAt } of state.queries) {
    queryClient.setQueryData(queryKey, data, { updatedAt });
  }
  return state;
}
