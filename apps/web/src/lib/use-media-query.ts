import { useCallback, useSyncExternalStore } from 'react';

// jsdom, and browsers older than the build's targets, have none.
const supported = () => typeof window.matchMedia === 'function';

/**
 * Whether a CSS media query matches, kept up to date: Material UI's useMediaQuery for the parts
 * drawn without it (docs/decisions/045). A server-rendered page hydrates with `serverGuess`
 * (what the server drew) and then takes the browser's answer.
 */
export function useMediaQuery(query: string, serverGuess: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!supported()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (supported() ? window.matchMedia(query).matches : serverGuess),
    () => serverGuess,
  );
}
