import { cx } from '../../theme/class-names';

/** A thin indeterminate bar shown while a page's code downloads. */
export function PageLoading() {
  return <div role="progressbar" aria-label="Loading page" className={cx.pageLoading} />;
}
