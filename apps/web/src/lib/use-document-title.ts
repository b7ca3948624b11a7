import { useEffect } from 'react';

export const SITE_TITLE = 'FirstShift — local jobs for students and part-time seekers';

/** Sets the tab title to "{title} | FirstShift", or the site's full title without one. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | FirstShift` : SITE_TITLE;
  }, [title]);
}
