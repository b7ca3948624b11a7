import LinearProgress from '@mui/material/LinearProgress';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

type Props = {
  /** True from the moment the screen has done its work until the next page replaces it. */
  active: boolean;
  /** What is happening, for screen readers: "Signing you in…". */
  label: string;
  /** Shown above the inert page while it waits, such as a notice saying where the user goes. */
  children?: ReactNode;
};

// The layout's stand-in (components/feedback/page-loading) while a page's code downloads: when
// the next page is a new chunk, this screen is replaced by it before the page itself arrives.
const NEXT_PAGE_LOADING = 'main [role="progressbar"][aria-label="Loading page"]';
// Whatever happens, the page is usable again after this long.
const LONGEST_HOLD_MS = 10_000;

/** Calls `release` once the page that replaced this screen has shown (checked after commit). */
function afterNextPageShows(release: () => void): void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    release();
  };
  const check = () => {
    if (!document.querySelector(NEXT_PAGE_LOADING)) finish();
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = setTimeout(finish, LONGEST_HOLD_MS);
  queueMicrotask(check);
}

/**
 * While the next page loads, the screen that sent the user there must not take clicks: the nav
 * bar already shows the signed-in menu, and a click on it would open a menu that the page change
 * then drops. Everything on the page becomes inert and a progress bar shows at the top; the page
 * stays inert while the layout shows its loading bar in place of the next page.
 */
export function PageHandOff({ active, label, children }: Props) {
  const own = useRef<HTMLDivElement>(null);

  // A layout effect: the page is inert before the browser paints the signed-in nav bar, and
  // usable again as soon as the next page is committed.
  useLayoutEffect(() => {
    if (!active) return;
    const others = Array.from(document.body.children).filter(
      (child) => child !== own.current && !child.hasAttribute('inert'),
    );
    for (const child of others) child.setAttribute('inert', '');
    return () => {
      afterNextPageShows(() => {
        for (const child of others) child.removeAttribute('inert');
      });
    };
  }, [active]);

  if (!active) return null;
  return createPortal(
    <div ref={own}>
      <LinearProgress
        aria-label={label}
        sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }}
      />
      {children}
    </div>,
    document.body,
  );
}
