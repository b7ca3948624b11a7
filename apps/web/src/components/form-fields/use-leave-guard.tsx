import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../feedback/confirm-dialog';

/** Put on a link that leaves a form on purpose (its Cancel): it is followed without asking. */
export const LEAVES_UNSAVED = { 'data-leaves-unsaved': '' } as const;

/** The address of the app a click on a link would open in this page, or null if none would. */
function inPageDestination(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  if (anchor.hasAttribute('data-leaves-unsaved')) return null;
  const url = new URL(anchor.href, window.location.href);
  // Another site (the browser asks through beforeunload), a mail or a phone link: not ours.
  if (url.origin !== window.location.origin) return null;
  // A link within the page (a skip link, a section) leaves nothing.
  if (url.pathname === window.location.pathname && url.search === window.location.search) {
    return null;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * While `unsaved` holds, asks before the page is left: a link of the app opens a dialog ("Leave
 * without saving?"), and closing or reloading the tab, or typing another address, gets the
 * browser's own question. Saving, and links marked LEAVES_UNSAVED, go without asking; so does
 * the browser's Back button, which the app's declarative router cannot hold (decision 083): the
 * form's kept draft fills it in again on return (useKeptDraft, decision 105). `onLeave` runs as
 * the user chooses Leave (the draft is then forgotten, as the dialog says). Returns the dialog,
 * to render with the form.
 */
export function useLeaveGuard(unsaved: boolean, onLeave?: () => void): ReactNode {
  const navigate = useNavigate();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    // On the document, capturing: before React's own handlers on the root, so that a router
    // link never starts its navigation.
    const onClick = (event: MouseEvent) => {
      const to = inPageDestination(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [unsaved]);

  return (
    <ConfirmDialog
      open={leavingTo !== null}
      title="Leave without saving?"
      confirmLabel="Leave"
      busy={false}
      onCancel={() => setLeavingTo(null)}
      onConfirm={() => {
        setLeavingTo(null);
        onLeave?.();
        if (leavingTo !== null) void navigate(leavingTo);
      }}
    >
      What you typed on this page has not been saved, and will be lost.
    </ConfirmDialog>
  );
}
