// A link to a page of the app, followed in the page as React Router's Link follows it, for the
// parts of the pages rendered on the server (docs/decisions/075). Link resolves its address,
// works out its click handler and its prefetching with seven hooks on every render; a job's page
// has 13 links and a page of jobs about 50, which made links a sixth of the server's render. The
// addresses here are always whole paths (config/paths.ts), so a link needs none of that: it
// reads one context, and the one place that follows clicks (FollowLinks, around the routes)
// resolves nothing either.
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useLocation, useNavigate } from 'react-router';

type FollowOptions = { replace?: boolean; state?: unknown; preventScrollReset?: boolean };
type Follow = (to: string, options: FollowOptions) => void;

/** Null outside FollowLinks: a click then loads the page as any link does. */
const LinkFollower = createContext<Follow | null>(null);

/**
 * Follows the clicks of every PlainLink inside it, in the page: the app's routes render inside it
 * (app/routes.tsx). One function for the page's life, so that no link renders again because the
 * address changed.
 */
export function FollowLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  const latest = useRef({ navigate, here });
  useEffect(() => {
    latest.current = { navigate, here };
  });
  const [follow] = useState(() => {
    const followLink: Follow = (to, { replace, state, preventScrollReset }) => {
      const { navigate: go, here } = latest.current;
      // As Link does: a link to the page already open replaces it rather than adding a step back.
      void go(to, { replace: replace ?? to === here, state, preventScrollReset });
    };
    return followLink;
  });
  return <LinkFollower.Provider value={follow}>{children}</LinkFollower.Provider>;
}

export type PlainLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A whole path of the app, with its query if any (config/paths.ts). */
  to: string;
  /** Replace the current history entry (default: only when `to` is the page already open). */
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** Whether the page follows this click, or the browser does (a new tab, a download…). */
function followsInPage(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** A link to `to`, an address of the app, followed in the page. */
export function PlainLink({
  to,
  replace,
  state,
  preventScrollReset,
  onClick,
  target,
  ...anchor
}: PlainLinkProps) {
  const follow = useContext(LinkFollower);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (follow && followsInPage(event, target)) {
      event.preventDefault();
      follow(to, { replace, state, preventScrollReset });
    }
  };
  return <a {...anchor} href={to} target={target} onClick={handleClick} />;
}
