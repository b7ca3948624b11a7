import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/** The id of the script element that carries a server-rendered page's state to the browser. */
export const PAGE_STATE_ID = 'page-state';

/**
 * What a server-rendered page was rendered from, so that the browser's first render (the
 * hydration) matches the HTML: the answers its queries got, and whether the server took the
 * browser for a phone (layouts chosen by a media query start from that guess).
 */
export type PageState = { queries: DehydratedState; phone: boolean };

/** The server's guess at a phone, for the first render; the media query decides after it. */
export const PhoneGuessContext = createContext(false);

/** The page state as JSON to put inside a <script> element. */
export function pageStateJson(queryClient: QueryClient, phone: boolean): string {
  const state: PageState = { queries: dehydrate(queryClient), phone };
  // "<" escaped: no text of a job can close the script element or open a comment.
  return JSON.stringify(state).replaceAll('<', '\\u003c');
}

/** Loads the server's answers into `queryClient`: the page state, or null on a page not rendered. */
export function hydratePageState(queryClient: QueryClient, json: string | null): PageState | null {
  if (!json) return null;
  const state = JSON.parse(json) as PageState;
  hydrate(queryClient, state.queries);
  return state;
}
