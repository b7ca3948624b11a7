import type { ReactNode } from 'react';
import { cx } from '../../theme/class-names';

/** Text for screen readers only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={cx.visuallyHidden}>{children}</span>;
}
