import { cx } from '../../theme/class-names';

/** The first focusable element of every layout: jumps keyboard users past the navigation. */
export function SkipLink() {
  return (
    <a href="#main" className={cx.skipLink}>
      Skip to main content
    </a>
  );
}
