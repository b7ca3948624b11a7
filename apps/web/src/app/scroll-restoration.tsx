import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

// Where each history entry was scrolled to, kept for the tab's life so a reload keeps it too.
const STORAGE_KEY = 'scroll.positions';
const KEPT_ENTRIES = 50;
/** How long a page may take (its code, its data) before Back gives up restoring: ~2 s. */
const RESTORE_FRAMES = 120;
const USER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/** History entry key → scroll position, least recently scrolled first. */
type Positions = Map<string, number>;

function readPositions(): Positions {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return new Map();
    return new Map(
      Object.entries(parsed).filter((entry): entry is [string, number] =>
        Number.isFinite(entry[1]),
      ),
    );
  } catch {
    return new Map();
  }
}

/**
 * Every page loaded afresh (typed, linked from elsewhere) is the entry "default" until the app
 * navigates, so that key is remembered only until the page is left, never across loads.
 */
const FIRST_ENTRY_KEY = 'default';

function writePositions(positions: Positions): void {
  const recent = [...positions].filter(([key]) => key !== FIRST_ENTRY_KEY).slice(-KEPT_ENTRIES);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(recent)));
  } catch {
    // Storage full or blocked: Back then opens pages at their top, nothing worse.
  }
}

/**
 * Scrolls to `y` once the page is tall enough for it: a lazily loaded screen shows a spinner
 * first and its content a few frames later. Gives up when the user scrolls meanwhile.
 */
function restoreScroll(y: number): () => void {
  let frame = 0;
  let request = 0;
  const stop = () => {
    cancelAnimationFrame(request);
    for (const type of USER_SCROLLS) window.removeEventListener(type, stop);
  };
  for (const type of USER_SCROLLS) window.addEventListener(type, stop, { passive: true });
  const step = () => {
    const room = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.min(y, room));
    frame += 1;
    if (room >= y || frame >= RESTORE_FRAMES) stop();
    else request = requestAnimationFrame(step);
  };
  step();
  return stop;
}

/**
 * The browser's scroll behaviour for a single-page app (React Router's own needs its data
 * router, which the landing page's budget leaves out): a new page opens at its top (or at its
 * #anchor); Back and Forward return to where the user was on that entry. A change of the query
 * alone (a filter, a page of results) leaves the scroll to the page.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Positions | null>(null);
  const currentKey = useRef(location.key);
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    positions.current ??= readPositions();
    let pending = 0;
    const record = () => {
      // Noted at once under the entry shown now; written to storage at most once a frame.
      const saved = (positions.current ??= readPositions());
      saved.delete(currentKey.current);
      saved.set(currentKey.current, window.scrollY);
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(() => writePositions(saved));
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      cancelAnimationFrame(pending);
      window.removeEventListener('scroll', record);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const samePage = lastPath.current === location.pathname;
    const firstRender = lastPath.current === null;
    lastPath.current = location.pathname;

    if (navigationType === NavigationType.Pop) {
      const saved = (positions.current ??= readPositions()).get(location.key);
      return saved === undefined ? undefined : restoreScroll(saved);
    }
    if (samePage || firstRender) return undefined;
    const anchor = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
    return undefined;
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
