import { lazy, type ComponentType } from 'react';

/** Starts loading Material UI and the theme (theme/mui-scope.tsx), e.g. when a menu is about to open. */
export const preloadMuiScope = () => import('../theme/mui-scope');

/**
 * React.lazy for a screen or part drawn with Material UI: it loads with Material UI's theme, in
 * parallel, and renders inside it (docs/decisions/044). The landing page, the bar and the job
 * cards are plain elements and need neither.
 */
export function muiLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [{ MuiScope }, Component] = await Promise.all([preloadMuiScope(), load()]);
    function Scoped(props: P) {
      return (
        <MuiScope>
          <Component {...props} />
        </MuiScope>
      );
    }
    Scoped.displayName = `Mui(${Component.displayName ?? Component.name})`;
    return { default: Scoped };
  });
}
