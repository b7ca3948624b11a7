import { PlainButton } from '../components/plain-button';
import { cx } from '../theme/class-names';

/** Shown when a page cannot load (e.g. its code failed to download after a deploy). */
export function RouteError() {
  return (
    <div className={`${cx.container} ${cx.routeError}`}>
      <h1 className={cx.h1}>Something went wrong</h1>
      <p className={`${cx.body1} ${cx.secondary}`}>
        This page could not be loaded. Check your connection and try again.
      </p>
      <PlainButton variant="contained" onClick={() => window.location.reload()}>
        Reload page
      </PlainButton>
    </div>
  );
}
