import useMediaQuery from '@mui/material/useMediaQuery';
import { SIDEBAR_AUTO_COLLAPSE_MAX_WIDTH } from '../../theme/layout';
import { useCallback, useState } from 'react';

export const NARROW_SCREEN_QUERY = `(max-width:${SIDEBAR_AUTO_COLLAPSE_MAX_WIDTH}px)`;

/**
 * Whether the applicant sidebar shows icons only (SPEC §2: it collapses by itself at 900 px or
 * less). On wide screens it is open until the user collapses it, and that choice is kept; on
 * narrow ones it starts collapsed every time the screen becomes narrow, and opens on request.
 */
export function useSidebarCollapsed() {
  // noSsr: read the width on the first render, so phones never flash an open sidebar.
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY, { noSsr: true });
  const [wideCollapsed, setWideCollapsed] = useState(false);
  const [narrowOpen, setNarrowOpen] = useState({ narrow, open: false });
  if (narrowOpen.narrow !== narrow) setNarrowOpen({ narrow, open: false });

  const toggle = useCallback(() => {
    if (narrow) setNarrowOpen((s) => ({ ...s, open: !s.open }));
    else setWideCollapsed((collapsed) => !collapsed);
  }, [narrow]);
  const closeOnNarrow = useCallback(() => setNarrowOpen((s) => ({ ...s, open: false })), []);

  const collapsed = narrow ? !narrowOpen.open : wideCollapsed;
  return { narrow, collapsed, toggle, closeOnNarrow };
}
